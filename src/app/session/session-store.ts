/**
 * The signed-in session: token and expiry in local storage, so a second tab follows sign-in and
 * sign-out (spec 02 section 4).
 */
import { proxy, subscribe } from 'valtio';
import type { SessionToken, User } from '../../engine/contract/auth.contract';

const STORAGE_KEY = 'portal.session';

export interface SessionState {
  accessToken: string | null;
  expiresAt: number | null;
  user: User | null;
}

function readStored(): SessionState {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as SessionState | null;
    if (stored?.accessToken && stored.expiresAt && stored.expiresAt > Date.now()) return stored;
  } catch {
    // A damaged entry is the same as none.
  }
  return { accessToken: null, expiresAt: null, user: null };
}

export const session = proxy<SessionState>(readStored());

subscribe(session, () => {
  if (session.accessToken) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEY);
});

// Another tab signed in or out.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  Object.assign(session, readStored());
});

export function startSession(grant: SessionToken): void {
  Object.assign(session, { accessToken: grant.accessToken, expiresAt: grant.expiresAt, user: grant.user });
}

export function endSession(): void {
  Object.assign(session, { accessToken: null, expiresAt: null, user: null });
}

export const isSignedIn = (state: SessionState = session) => Boolean(state.accessToken);
