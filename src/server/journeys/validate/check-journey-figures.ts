/**
 * Figures in texts (`{#/limits/additionalOwnerThreshold}`) that name nothing in the journey: the
 * applicant would read the braces. Reported at the text, in the file that writes it.
 */
import { figureText, journeyFiguresIn } from '../../../engine/journey/journey-figures';
import type { LifecycleTable } from '../../../engine/journey/journey.types';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { PlacedStep } from './check-product-settings';

function stringsIn(node: unknown, at: string, out: { at: string; text: string }[] = []): { at: string; text: string }[] {
  if (typeof node === 'string') out.push({ at, text: node });
  else if (Array.isArray(node)) node.forEach((item, i) => stringsIn(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object')
    for (const [key, item] of Object.entries(node)) stringsIn(item, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  return out;
}

/** `journey`: what the figures read (the journey file with its merged lifecycle). */
export function checkJourneyFigures(
  journey: unknown,
  placed: readonly PlacedStep[],
  lifecycle: LifecycleTable,
  lifecycleAt: { file: string; pointer: string },
): Diagnostic[] {
  const texts = [
    ...placed.flatMap(({ step, file, pointer }) => stringsIn(step, pointer).map((text) => ({ ...text, file }))),
    ...stringsIn(lifecycle.statuses, `${lifecycleAt.pointer}/statuses`).map((text) => ({ ...text, file: lifecycleAt.file })),
  ];
  return texts.flatMap(({ file, at, text }) =>
    journeyFiguresIn(text)
      .filter((figure) => figureText(journey, figure) === undefined)
      .map((figure) => ({
        file,
        pointer: at,
        code: C.unknownPlaceholder,
        message: `${figure.text} names no number or text of the journey${figure.format ? ` (or "${figure.format}" is no format)` : ''}`,
      })),
  );
}
