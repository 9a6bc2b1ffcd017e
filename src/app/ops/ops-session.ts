/**
 * The staff member's session in this tab, apart from an applicant's: its own storage key, its
 * own token (which applicant routes refuse). Kept in sessionStorage, so closing the tab signs out.
 */
import { proxy } from 'valtio';
import type { StaffMember, StaffSession } from '../../engine/contract/staff.contract';

const KEY = 'ops-session';

interface OpsSessionState {
  accessToken: string | null;
  expiresAt: number | null;
  member: StaffMember | null;
}

function stored(): OpsSessionState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StaffSession | null;
    if (saved && saved.expiresAt > Date.now()) return { accessToken: saved.accessToken, expiresAt: saved.expiresAt, member: saved.member };
  } catch {
    // A damaged entry is no session.
  }
  return { accessToken: null, expiresAt: null, member: null };
}

export const opsSession = proxy<OpsSessionState>(stored());

export function startOpsSession(grant: StaffSession): void {
  Object.assign(opsSession, { accessToken: grant.accessToken, expiresAt: grant.expiresAt, member: grant.member });
  sessionStorage.setItem(KEY, JSON.stringify(grant));
}

export function endOpsSession(): void {
  Object.assign(opsSession, { accessToken: null, expiresAt: null, member: null });
  sessionStorage.removeItem(KEY);
}
