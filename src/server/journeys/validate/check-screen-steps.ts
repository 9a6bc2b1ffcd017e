/**
 * Steps a screen's props name: a prop called `step` (the review page's and the confirm page's
 * cards) names a form step of the journey, and on a step that edits others in place, one of those.
 * A card naming no such step would never show, silently.
 */
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { PlacedStep } from './check-product-settings';

function stepNames(node: unknown, at: string, out: { at: string; name: unknown }[] = []): { at: string; name: unknown }[] {
  if (Array.isArray(node)) node.forEach((item, i) => stepNames(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'step') out.push({ at: `${at}/step`, name: value });
      else stepNames(value, `${at}/${key}`, out);
    }
  }
  return out;
}

export function checkScreenSteps(placed: readonly PlacedStep[]): Diagnostic[] {
  const forms = new Set(placed.filter((p) => p.step.form).map((p) => p.step.id));
  const out: Diagnostic[] = [];
  for (const { step, file, pointer } of placed) {
    if (!step.screenProps) continue;
    for (const { at, name } of stepNames(step.screenProps, `${pointer}/screenProps`)) {
      const report = (message: string) => out.push({ file, pointer: at, code: C.unknownTarget, message });
      if (typeof name !== 'string' || !forms.has(name)) report(`${JSON.stringify(name)} is not a form step of the journey`);
      else if (step.edits && !step.edits.includes(name)) report(`"${name}" is not one of the steps this screen edits (${step.edits.join(', ')})`);
    }
  }
  return out;
}
