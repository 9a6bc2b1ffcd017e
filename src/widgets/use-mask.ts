/**
 * IMask bound to an input, with the library fetched when a field needs it rather than with the
 * first step: at once for a field that has a value, hides part of it (`maskLast`) or mounts once
 * the library is here; otherwise once the applicant starts on the page (a focus, a press or a key
 * anywhere) or reaches for the field (pointer over it, touch, focus). So the first step, whose phone
 * number starts empty, takes typing before the mask library has arrived; what is typed meanwhile
 * is taken up, formatted and stored by the mask when it comes.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FactoryArg, InputMask } from 'imask';

/** IMask options (pattern, dynamic, number, date ... masks). */
export type MaskOptions = FactoryArg;
/** The live IMask instance bound to the input. */
export type MaskInstance = InputMask<FactoryArg>;

type MaskLibrary = typeof import('imask').default;

let library: Promise<MaskLibrary> | undefined;
/** Once here, a mask is bound as its input mounts, so a stored value never shows unformatted. */
let libraryHere: MaskLibrary | undefined;

/** Fetches IMask once; a failed fetch is forgotten, so the next field that needs it asks again. */
export function loadMaskLibrary(): Promise<MaskLibrary> {
  return (library ??= import('imask').then(
    (module) => (libraryHere = module.default),
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  ));
}

/** The applicant reaching for this field. */
const REACHED_FOR = ['pointerenter', 'touchstart', 'focus'] as const;
/** The applicant starting on the page: the library comes while they fill the fields before this one. */
const STARTED_ON_PAGE = ['focusin', 'pointerdown', 'keydown'] as const;

/** `options` must be stable (a module constant or memoised); `attachAtOnce` is read when the input mounts. */
export function useMask(options: MaskOptions, onAccept: (mask: MaskInstance) => void, attachAtOnce: boolean) {
  const ref = useRef<HTMLInputElement>(null);
  const maskRef = useRef<MaskInstance | null>(null);
  const [attached, setAttached] = useState(false);
  const attachNow = useRef<() => void>(() => {});
  const latest = useRef({ onAccept, attachAtOnce });
  useLayoutEffect(() => {
    latest.current = { onAccept, attachAtOnce };
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    let mask: MaskInstance | undefined;
    const bind = (IMask: MaskLibrary) => {
      if (!live || mask) return;
      const instance = IMask(el, options) as MaskInstance;
      mask = instance;
      instance.on('accept', () => latest.current.onAccept(instance));
      maskRef.current = instance;
      setAttached(true);
      // Text typed before the library came: the mask has taken it up from the input.
      if (instance.unmaskedValue !== '') latest.current.onAccept(instance);
    };
    // A failed fetch is asked again when the applicant next reaches for the field.
    const attach = () => void (libraryHere ? bind(libraryHere) : loadMaskLibrary().then(bind, () => undefined));
    attachNow.current = attach;
    const page = el.ownerDocument;
    if (libraryHere || latest.current.attachAtOnce) attach();
    else {
      for (const event of REACHED_FOR) el.addEventListener(event, attach, { passive: true });
      for (const event of STARTED_ON_PAGE) page.addEventListener(event, attach, { passive: true, capture: true });
    }
    return () => {
      live = false;
      attachNow.current = () => {};
      for (const event of REACHED_FOR) el.removeEventListener(event, attach);
      for (const event of STARTED_ON_PAGE) page.removeEventListener(event, attach, { capture: true });
      if (mask) {
        // The input may show the value in part (maskLast): a mask bound to it again (React's
        // StrictMode mounts twice) takes up the whole text, not the stars.
        el.value = mask.value;
        mask.destroy();
      }
      maskRef.current = null;
      setAttached(false);
    };
  }, [options]);

  /** Binds the mask as soon as the library is here (a value has arrived from outside). */
  const requestMask = useCallback(() => attachNow.current(), []);
  return { ref, maskRef, attached, requestMask };
}
