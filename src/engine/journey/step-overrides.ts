/**
 * A product refines a step of a fragment it includes without copying the fragment: its
 * `overrides` maps the step's id to a JSON Merge Patch (RFC 7386) of that step. Objects merge
 * key by key at any depth, an array or any other value replaces what the fragment has, and
 * `null` removes the key. The keys that make a step the step it is stay the fragment's (see
 * FIXED_STEP_KEYS), and an override neither adds nor removes steps: stored applications, the
 * other products including the fragment and the lifecycle all know the step by them.
 */
import { formatPointer } from '../json-pointer';
import type { JourneyStep, StepOverride } from './journey.types';

/**
 * Id, route and aliases are the step's address; stage and status are what stored applications
 * record; the screen is what the step is. A product wanting another of these writes its own step.
 */
export const FIXED_STEP_KEYS = ['id', 'route', 'aliases', 'stage', 'status', 'screen'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 7386: `patch` applied to `target`. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const merged: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = mergePatch(merged[key], value);
  }
  return merged;
}

/** What an override sets, as JSON Pointers into the step: each replaced value, or removed key. */
export interface OverriddenPart {
  pointer: string;
  removed: boolean;
}

export function overriddenParts(patch: StepOverride, at: string[] = []): OverriddenPart[] {
  return Object.entries(patch).flatMap(([key, value]) =>
    isObject(value) ? overriddenParts(value, [...at, key]) : [{ pointer: formatPointer([...at, key]), removed: value === null }],
  );
}

/** Whether `pointer` is one of the override's parts or lies inside one. */
export function isOverridden(parts: readonly OverriddenPart[], pointer: string): boolean {
  return parts.some((part) => pointer === part.pointer || pointer.startsWith(`${part.pointer}/`));
}

export class StepOverrideError extends Error {
  readonly code = 'JOURNEY_ERR_OVERRIDE';
  constructor(
    readonly product: string,
    readonly step: string,
    detail: string,
  ) {
    super(`Journey "${product}" overrides step "${step}": ${detail}`);
  }
}

/** The fragment's step with the product's override applied; its fixed keys are never changed. */
export function overrideStep(step: JourneyStep, override: StepOverride, product: string): JourneyStep {
  const fixed = FIXED_STEP_KEYS.filter((key) => key in override);
  if (fixed.length > 0) throw new StepOverrideError(product, step.id, `${fixed.join(', ')} cannot be overridden`);
  return mergePatch(step, override) as JourneyStep;
}

/** Where a step of the assembled journey comes from: a file of the product's own, or a fragment, and what an override changed. */
export interface StepOrigin {
  /** The include naming the fragment the step comes from; absent for the product's own step. */
  include?: string;
  /** Its index in that file's `steps`. */
  index: number;
  /** The parts of the step the product's `overrides` set; absent when none. */
  overridden?: OverriddenPart[];
}

export interface ComposedStep {
  step: JourneyStep;
  origin: StepOrigin;
}

/**
 * The product's own steps, then each included fragment's, overrides applied. An override naming
 * no fragment step (a typo, or a step of the product's own, which it edits in place) throws:
 * `journey validate` reports it at its line before any journey is assembled.
 */
export function composeSteps(
  product: string,
  own: readonly JourneyStep[],
  included: readonly { include: string; steps: readonly JourneyStep[] }[],
  overrides: Readonly<Record<string, StepOverride>> = {},
): ComposedStep[] {
  const composed: ComposedStep[] = own.map((step, index) => ({ step, origin: { index } }));
  const used = new Set<string>();
  for (const { include, steps } of included) {
    steps.forEach((step, index) => {
      const override = overrides[step.id];
      if (!override) return composed.push({ step, origin: { include, index } });
      used.add(step.id);
      composed.push({ step: overrideStep(step, override, product), origin: { include, index, overridden: overriddenParts(override) } });
    });
  }
  const stray = Object.keys(overrides).find((id) => !used.has(id));
  if (stray !== undefined) throw new StepOverrideError(product, stray, 'no included fragment has that step');
  return composed;
}
