/**
 * A product's `overrides` of its fragments' steps, as `journey validate` judges them: each names a
 * step an included fragment has, and the step it leaves is still a step. The rest of the check
 * then runs on the steps as overridden, and a finding inside what an override set is placed in
 * the product's file at that override, not in the fragment every other product shares.
 */
import { formatPointer, getAt, parsePointer } from '../../../engine/json-pointer';
import type { JourneyFile, StepOverride } from '../../../engine/journey/journey.types';
import { isOverridden, mergePatch, overriddenParts, type OverriddenPart } from '../../../engine/journey/step-overrides';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { PlacedStep } from './check-product-settings';

/** Checks one step alone against the journey format; pointers relative to the step. */
export type StepShapeCheck = (file: string, step: unknown) => Diagnostic[];

export interface OverriddenSteps {
  /** The journey's steps with each valid override applied (an invalid one leaves the fragment's step as it is). */
  placed: PlacedStep[];
  findings: Diagnostic[];
  /** A finding moved to the override that set the value it is about; any other left as it is. */
  relocate: (finding: Diagnostic) => Diagnostic;
}

/** The longest leading part of `pointer` the override itself writes: where a fault it causes shows. */
function deepestWritten(override: StepOverride, pointer: string): string {
  const tokens = parsePointer(pointer);
  for (let n = tokens.length; n > 0; n--) {
    const prefix = formatPointer(tokens.slice(0, n));
    if (getAt(override, prefix) !== undefined) return prefix;
  }
  return '';
}

export function checkOverrides(source: { file: string; json: JourneyFile }, placed: readonly PlacedStep[], checkShape: StepShapeCheck): OverriddenSteps {
  const findings: Diagnostic[] = [];
  const result = [...placed];
  const applied: { index: number; at: string; parts: OverriddenPart[] }[] = [];
  for (const [id, override] of Object.entries(source.json.overrides ?? {})) {
    const at = `/overrides${formatPointer([id])}`;
    const report = (pointer: string, message: string, code: string = C.unknownOverride) => findings.push({ file: source.file, pointer, code, message });
    const index = result.findIndex((p) => p.step.id === id);
    const target = result[index];
    if (!target) {
      report(at, `no included fragment has a step "${id}"`);
      continue;
    }
    if (target.file === source.file) {
      report(at, `"${id}" is a step of this journey's own: change it where it is written (overrides refine a fragment's steps)`);
      continue;
    }
    const merged = mergePatch(target.step, override);
    // A fault the fragment's step has by itself is the fragment's, reported there once.
    const own = new Set(checkShape(target.file, target.step).map((f) => `${f.pointer}\0${f.message}`));
    const faults = checkShape(source.file, merged).filter((f) => !own.has(`${f.pointer}\0${f.message}`));
    for (const fault of faults) {
      const where = deepestWritten(override, fault.pointer);
      const detail = where === fault.pointer || fault.pointer === '' ? '' : ` (at ${fault.pointer.slice(1)} of the step as overridden)`;
      report(at + where, `${fault.message}${detail}`, fault.code);
    }
    if (faults.length > 0) continue;
    result[index] = { ...target, step: merged as PlacedStep['step'] };
    applied.push({ index, at, parts: overriddenParts(override) });
  }
  const relocate = (finding: Diagnostic): Diagnostic => {
    for (const { index, at, parts } of applied) {
      const { file, pointer } = result[index];
      if (finding.file !== file || !(finding.pointer === pointer || finding.pointer.startsWith(`${pointer}/`))) continue;
      const inStep = finding.pointer.slice(pointer.length);
      if (isOverridden(parts, inStep)) return { ...finding, file: source.file, pointer: at + inStep };
    }
    return finding;
  };
  return { placed: result, findings, relocate };
}
