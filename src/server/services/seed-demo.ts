/**
 * The demo applicant: created on first start with a fresh random password (shown once); left
 * alone when it exists.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findUserByEmail } from '../repositories/users.repository';
import { generatePassword } from './auth/one-time-secrets';
import { createAccount } from './auth/signup.service';

export const DEMO_APPLICANT = {
  email: 'demo@example.com.au',
  firstName: 'Demo',
  lastName: 'Applicant',
} as const;

export type SeedDemoResult = { created: true; email: string; password: string } | { created: false; email: string };

export async function seedDemo(deps: { db: Kysely<Database> }, applicant = DEMO_APPLICANT): Promise<SeedDemoResult> {
  if (await findUserByEmail(deps.db, applicant.email)) return { created: false, email: applicant.email };
  const password = generatePassword();
  // Undefined: another instance seeded it between the check and the insert.
  if (!(await createAccount(deps, { ...applicant, password, passwordGenerated: false }))) return { created: false, email: applicant.email };
  return { created: true, email: applicant.email, password };
}
