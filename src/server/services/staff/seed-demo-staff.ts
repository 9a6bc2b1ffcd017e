/**
 * The demo staff member (an admin): made on first start with a fresh password and TOTP secret,
 * shown once; left alone when it exists. Another instance making it at the same moment wins.
 */
import { findStaffByEmail } from '../../repositories/staff.repository';
import { addStaffMember, type StaffAccountDeps, type StaffCredentials } from './staff-accounts';

export const DEMO_STAFF = { email: 'lender-admin@example.com.au', fullName: 'Demo Administrator', role: 'admin' } as const;

export async function seedDemoStaff(deps: StaffAccountDeps): Promise<{ created: true; credentials: StaffCredentials } | { created: false; email: string }> {
  if (await findStaffByEmail(deps.db, DEMO_STAFF.email)) return { created: false, email: DEMO_STAFF.email };
  try {
    return { created: true, credentials: await addStaffMember(deps, DEMO_STAFF) };
  } catch (error) {
    if (await findStaffByEmail(deps.db, DEMO_STAFF.email)) return { created: false, email: DEMO_STAFF.email };
    throw error;
  }
}
