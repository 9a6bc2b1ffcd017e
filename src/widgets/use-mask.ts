/**
 * IMask bound to an input, with the library fetched when a field needs it rather than with the
 * first step. A deferred field (an empty one whose widget can read typed text without the mask)
 * asks for it once the applicant starts on the page (a focus, a press or a key anywhere) or
 * reaches for the field (pointer over it, touch, focus); any other asks at once. So the first
 * step's phone number takes typing before the mask library has arrived; what is typed meanwhile
 * is taken up, formatted and stored by the mask when it comes.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FactoryArg, InputMask } from 'imask';
import { loadOnce } from '../engine/load-once';

/** IMask options (pattern, dynamic, number, date ... masks). */
export type MaskOptions = FactoryArg;
/** The live IMask instance bound to the input. */
export type MaskInstance = InputMask<FactoryArg>;

type MaskLibrary = typeof import('imask').default;

/** Once here, a mask is bound as its input mounts, so a stored value never shows unformatted. */
let libraryHere: MaskLibrary | undefined;

/** Fetches IMask once; a failed fetch is forgotten, so the next field that needs it asks again. */
export const loadMaskLibrary: () => Promise<MaskLibrary> = loadOnce(() => import('imask').then((module) => (libraryHere = module.default)));

/** The applicant reaching for this field. */
const REACHED_FOR = ['pointerenter', 'touchstart', 'focus'] as const;
/** The applicant starting on the page: the library comes while they fill the fields before this one. */
const STARTED_ON_PAGE = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * `options` must be stable (a module constant or memoised). `deferred`, read when the input
 * mounts: the mask may come after the applicant has started typing (the field then stores what it
 * takes meanwhile itself); otherwise it is asked for at once.
 */
export function useMask(options: MaskOptions, onAccept: (mask: MaskInstance) => void, deferred: boolean) {
  const ref = useRef<HTMLInputElement>(null);
  const maskRef = useRef<MaskInstance | null>(null);
  const [attached, setAttached] = useState(false);
  const attachNow = useRef<() => void>(() => {});
  const latest = useRef({ onAccept, deferred });
  useLayoutEffect(() => {
    latest.current = { onAccept, deferred };
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    let mask: MaskInstance | undefined;
    const page = el.ownerDocument;
    const stopListening = () => {
      for (const event of REACHED_FOR) el.removeEventListener(event, attach);
      for (const event of STARTED_ON_PAGE) page.removeEventListener(event, attach, { capture: true });
    };
    const bind = (IMask: MaskLibrary) => {
      if (!live || mask) return;
      stopListening();
      const instance = IMask(el, options) as MaskInstance;
      mask = instance;
      instance.on('accept', () => latest.current.onAccept(instance));
      maskRef.current = instance;
      setAttached(true);
      // Text typed before the library came: the mask has taken it up from the input.
      if (instance.unmaskedValue !== '') latest.current.onAccept(instance);
    };
    // Until a mask is bound, the applicant reaching for the field (or starting on the page) asks
    // for the library, again after a failed fetch.
    const attach = () => void (libraryHere ? bind(libraryHere) : loadMaskLibrary().then(bind, () => undefined));
    attachNow.current = attach;
    for (const event of REACHED_FOR) el.addEventListener(event, attach, { passive: true });
    for (const event of STARTED_ON_PAGE) page.addEventListener(event, attach, { passive: true, capture: true });
    if (libraryHere || !latest.current.deferred) attach();
    return () => {
      live = false;
      attachNow.current = () => {};
      stopListening();
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
