/**
 * Start-up seeding from the release: `<rulesDir>/<product>.rules.json` for every product with a
 * journey (no file means no records). A file whose content hash differs from the one stored for
 * the product replaces the product's records (a new release wins); the same hash keeps what the
 * database holds, so changes made through the operations endpoint survive restarts. A replacement
 * says what it changes against the records the database held, as `journey diff` does between two
 * releases. Every file is read and checked before anything is written: one invalid file stops the
 * start-up.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { diffRuleRecords } from '../../../engine/release/journey-diff';
import type { ReleaseFinding } from '../../../engine/release/release-finding';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import type { Database } from '../../db/database';
import { readRuleRecords } from './read-rule-records';
import { countRuleRecords, findRuleRecords, findRuleSet, replaceRuleRecords } from '../../repositories/validation-rules.repository';

export const RULES_FILE_SUFFIX = '.rules.json';
/** The stored hash of a product that has no rules file. */
const NO_FILE_HASH = 'none';

export class RuleRecordsFileError extends Error {
  readonly code = 'RULES_ERR_INVALID_FILE';
  constructor(
    readonly file: string,
    problems: readonly string[],
  ) {
    super(`Invalid validation-rule records in ${file}:\n  - ${problems.join('\n  - ')}`);
    this.name = 'RuleRecordsFileError';
  }
}

export interface SeedOutcome {
  product: string;
  /** `replaced`: the release's records were stored; `kept`: the database already had them (or later changes). */
  action: 'replaced' | 'kept';
  version: number;
  records: number;
  /** The file seeded from; null when the product has none. */
  file: string | null;
  /** What a replacement changed against the records the database held (none on the first seed, or when kept). */
  changes: ReleaseFinding[];
}

export interface SeedResult {
  outcomes: SeedOutcome[];
  /** Rules files that name no product with a journey (ignored). */
  unknownFiles: string[];
}

interface ReleaseRules {
  product: string;
  file: string | null;
  hash: string;
  records: RuleRecord[];
}

export async function seedValidationRules(deps: { db: Kysely<Database> }, options: { rulesDir: string; products: readonly string[] }): Promise<SeedResult> {
  const releases: ReleaseRules[] = [];
  for (const product of options.products) releases.push(await readReleaseRules(options.rulesDir, product));

  const outcomes: SeedOutcome[] = [];
  for (const release of releases) {
    outcomes.push(
      await deps.db.transaction().execute(async (trx) => {
        const stored = await findRuleSet(trx, release.product, { forUpdate: true });
        const base = { product: release.product, file: release.file };
        if (stored?.source_hash === release.hash) {
          const records = await countRuleRecords(trx, release.product);
          return { ...base, action: 'kept' as const, version: stored.version, records, changes: [] };
        }
        const changes = stored ? diffRuleRecords(await findRuleRecords(trx, release.product), release.records) : [];
        const set = await replaceRuleRecords(trx, {
          product: release.product,
          records: release.records,
          sourceHash: release.hash,
          updatedBy: `release ${release.file ? path.basename(release.file) : '(no rules file)'}`,
          at: new Date(),
        });
        return { ...base, action: 'replaced' as const, version: set.version, records: release.records.length, changes };
      }),
    );
  }
  return { outcomes, unknownFiles: await unknownRuleFiles(options.rulesDir, options.products) };
}

async function readReleaseRules(rulesDir: string, product: string): Promise<ReleaseRules> {
  const file = path.join(rulesDir, `${product}${RULES_FILE_SUFFIX}`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { product, file: null, hash: NO_FILE_HASH, records: [] };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RuleRecordsFileError(file, [`not JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const checked = readRuleRecords(json);
  if (!checked.ok) throw new RuleRecordsFileError(file, checked.problems);
  // The hash of the parsed content: re-indenting the file is not a new release.
  const hash = createHash('sha256').update(JSON.stringify(checked.records)).digest('hex');
  return { product, file, hash, records: checked.records };
}

async function unknownRuleFiles(rulesDir: string, products: readonly string[]): Promise<string[]> {
  const names = await readdir(rulesDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .filter((name) => name.endsWith(RULES_FILE_SUFFIX) && !products.includes(name.slice(0, -RULES_FILE_SUFFIX.length)))
    .map((name) => path.join(rulesDir, name));
}
