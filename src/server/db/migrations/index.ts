/**
 * Every migration, imported statically so the list works the same under tsx, Vitest and a
 * bundler (no directory scan). Add new migrations at the end; names sort by time.
 */
import type { Migration } from 'kysely';
import * as initial from './2026-11-21T00-00-00-initial';
import * as validationRules from './2026-11-22T00-00-00-validation-rules';
import * as documentsAndBankData from './2026-11-23T00-00-00-documents-and-bank-data';
import * as decisions from './2026-11-23T14-00-00-decisions';

export const migrations: Record<string, Migration> = {
  '2026-11-21T00-00-00-initial': initial,
  '2026-11-22T00-00-00-validation-rules': validationRules,
  '2026-11-23T00-00-00-documents-and-bank-data': documentsAndBankData,
  '2026-11-23T14-00-00-decisions': decisions,
};
