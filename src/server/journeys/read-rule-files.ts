/**
 * The release's rule records beside the journeys (`journeys/rules/<product>.rules.json`), read
 * for the journey check that `journey validate` and the server's start-up share. A file that is
 * not JSON is kept as its parse error, for the check to report at the file.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RULES_FILE_SUFFIX } from '../services/validation-rules/seed-validation-rules';

/** Each product's rule records file, if the journeys folder has one. */
export interface RuleRecordFiles {
  [product: string]: { file: string; records: unknown; parseError?: string };
}

export async function readRuleFiles(journeysDir: string): Promise<RuleRecordFiles> {
  const rulesDir = path.join(journeysDir, 'rules');
  const names = await readdir(rulesDir).catch(() => [] as string[]);
  const out: RuleRecordFiles = {};
  for (const name of names.filter((n) => n.endsWith(RULES_FILE_SUFFIX)).sort()) {
    const file = path.join(rulesDir, name);
    const product = name.slice(0, -RULES_FILE_SUFFIX.length);
    try {
      out[product] = { file, records: JSON.parse(await readFile(file, 'utf8')) };
    } catch (error) {
      out[product] = { file, records: undefined, parseError: error instanceof Error ? error.message : String(error) };
    }
  }
  return out;
}
