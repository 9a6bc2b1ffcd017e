/**
 * The pages the build wrote with a product's first step drawn in them (design decision 101,
 * tools/vite/early-steps.ts), by path: `early-steps/pages.json` in the web root.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EARLY_STEP_PAGES } from '../../engine/binding/early-step-form';

/** The page file of each first step's path; none for a build without them. */
export function earlyStepPages(webRoot: string): ReadonlyMap<string, string> {
  const file = join(webRoot, EARLY_STEP_PAGES);
  if (!existsSync(file)) return new Map();
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(Object.entries(pages).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && existsSync(join(webRoot, entry[1]))));
}
