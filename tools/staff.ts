#!/usr/bin/env tsx
/**
 * The `staff` command: the lender's staff accounts, made here and never by sign-up.
 *   staff add <email> --name "Full Name" [--role ops|admin]   a new account: prints its password and TOTP secret once
 *   staff list                                                every account, its role and whether it is disabled
 *   staff role <email> <ops|admin>
 *   staff reset-password <email> | reset-totp <email>         new credentials, printed once; the member's sessions end
 *   staff disable <email> | enable <email>
 * It opens the database the portal's configuration names (DATABASE_URL, else the embedded one in
 * DATA_DIR: stop the portal first, as the embedded database has one user at a time).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { createDb, databaseTarget } from '../src/server/db/create-db';
import { migrateToLatest } from '../src/server/db/migrate';
import type { StaffMemberRow, StaffRole } from '../src/server/db/tables/staff.table';
import {
  addStaffMember,
  listStaff,
  resetStaffPassword,
  resetStaffTotp,
  setStaffDisabled,
  setStaffRole,
  StaffAccountError,
  type StaffAccountDeps,
  type StaffCredentials,
} from '../src/server/services/staff/staff-accounts';

const USAGE = `Usage:
  staff add <email> --name "Full Name" [--role ops|admin]
  staff list
  staff role <email> <ops|admin>
  staff reset-password <email>
  staff reset-totp <email>
  staff disable <email>
  staff enable <email>`;

const describe = (m: StaffMemberRow) => `${m.email}  ${m.full_name}  ${m.role}${m.disabled_at ? '  (disabled)' : ''}`;

function credentials(c: Partial<StaffCredentials> & { member: StaffMemberRow }): string[] {
  return [
    describe(c.member),
    ...(c.password ? [`  password:     ${c.password}`] : []),
    ...(c.totpSecret
      ? [`  TOTP secret:  ${c.totpSecret}`, `  TOTP URI:     ${c.totpUri}`, '  (add the URI or the secret to an authenticator app; shown once)']
      : []),
  ];
}

async function run(deps: StaffAccountDeps, command: string | undefined, args: string[], flags: { name?: string; role?: string }): Promise<string[]> {
  const email = args[0];
  const needEmail = () => {
    if (!email) throw new StaffAccountError(`"${command}" needs an e-mail.\n${USAGE}`);
    return email;
  };
  switch (command) {
    case 'add':
      return credentials(await addStaffMember(deps, { email: needEmail(), fullName: flags.name ?? '', role: (flags.role ?? 'ops') as StaffRole }));
    case 'list': {
      const members = await listStaff(deps);
      return members.length ? members.map(describe) : ['No staff accounts yet: staff add <email> --name "Full Name"'];
    }
    case 'role':
      return [describe(await setStaffRole(deps, needEmail(), args[1] as StaffRole))];
    case 'reset-password':
      return credentials(await resetStaffPassword(deps, needEmail()));
    case 'reset-totp':
      return credentials(await resetStaffTotp(deps, needEmail()));
    case 'disable':
    case 'enable':
      return [describe(await setStaffDisabled(deps, needEmail(), command === 'disable'))];
    default:
      throw new StaffAccountError(USAGE);
  }
}

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, role: { type: 'string' } },
});
const config = await loadConfig(process.env);
const db = await createDb(databaseTarget(config));
try {
  await migrateToLatest(db);
  const lines = await run({ db, sealer: config.keys.sealer }, positionals[0], positionals.slice(1), flags);
  console.log(lines.join('\n'));
} catch (error) {
  if (!(error instanceof StaffAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
