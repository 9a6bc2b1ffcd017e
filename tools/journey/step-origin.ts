/**
 * Where each part of a step comes from, for `journey explain`: the product's own file, the
 * fragment it includes, or the product's override of that fragment's step.
 */
import path from 'node:path';
import { formatPointer } from '../../src/engine/json-pointer';
import type { JourneyStep } from '../../src/engine/journey/journey.types';
import { composeSteps, isOverridden, type OverriddenPart } from '../../src/engine/journey/step-overrides';
import type { JourneyFolder } from '../../src/server/journeys/read-journeys';

export interface StepOrigin {
  /** The file that declares the step and where in it (the product's, or a fragment's). */
  file: string;
  pointer: string;
  /** The product's override of a fragment's step. */
  override?: { file: string; pointer: string; parts: OverriddenPart[] };
}

/** The origin of a product's step, files named relative to `journeysDir`; undefined when the folder has no such product or step. */
export function stepOrigin(folder: JourneyFolder, product: string, stepId: string, journeysDir: string): StepOrigin | undefined {
  const source = folder.sources.find((s) => s.json.product === product);
  if (!source) return undefined;
  const { json } = source;
  const included = (json.includes ?? []).flatMap((include) => {
    const fragment = folder.fragments[include];
    return fragment ? [{ include, steps: fragment.json.steps ?? [] }] : [];
  });
  const composed = composeSteps(json.product, json.steps, included, json.overrides).find(({ step }) => step.id === stepId);
  if (!composed) return undefined;
  const own = path.relative(journeysDir, source.file);
  const { include, index, overridden } = composed.origin;
  return {
    file: include ?? own,
    pointer: `/steps/${index}`,
    ...(overridden ? { override: { file: own, pointer: `/overrides${formatPointer([stepId])}`, parts: overridden } } : {}),
  };
}

/** The pointers of a value's leaves: objects are walked, anything else (an array too) is one leaf. */
function leafPointers(value: unknown, at: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length === 0) return [at];
  return Object.entries(value).flatMap(([key, inner]) => leafPointers(inner, `${at}${formatPointer([key])}`));
}

/** `Comes from:` and a line per file, each naming the step's keys (or the overridden parts) it gives. */
export function originLines(step: JourneyStep, origin: StepOrigin): string[] {
  const parts = origin.override?.parts ?? [];
  const given = Object.entries(step).flatMap(([key, value]) => {
    const leaves = leafPointers(value, formatPointer([key]));
    const kept = leaves.filter((pointer) => !isOverridden(parts, pointer));
    if (kept.length === 0) return [];
    return [kept.length < leaves.length ? `${key} (in part)` : key];
  });
  const lines = ['Comes from:', `  ${origin.file} ${origin.pointer}: ${given.join(', ') || 'nothing left'}`];
  if (origin.override) {
    const set = parts.map((p) => `${p.pointer.slice(1)}${p.removed ? ' (removed)' : ''}`);
    lines.push(`  override in ${origin.override.file} ${origin.override.pointer}: ${set.join(', ')}`);
  }
  return lines;
}
