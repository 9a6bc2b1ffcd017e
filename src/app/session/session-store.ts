/**
 * The signed-in session: token and expiry in local storage, so a second tab follows sign-in and
 * sign-out (spec 02 section 4). `session` is read anywhere; it changes only through this module,
 * and a component that shows it re-renders through `useSession` (a snapshot per change).
 */
import { useSyncExternalStore } from 'react';
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

export const session: Readonly<SessionState> = readStored();

let snapshot: Readonly<SessionState> = { ...session };
const listeners = new Set<() => void>();

function update(next: SessionState): void {
  Object.assign(session, next);
  snapshot = { ...session };
  if (session.accessToken) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

/** The session as a component shows it: it re-renders when the session changes. */
export function useSession(): Readonly<SessionState> {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

// Another tab signed in or out.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  update(readStored());
});

export function startSession(grant: SessionToken): void {
  update({ accessToken: grant.accessToken, expiresAt: grant.expiresAt, user: grant.user });
}

export function endSession(): void {
  update({ accessToken: null, expiresAt: null, user: null });
}

export const isSignedIn = (state: SessionState = session) => Boolean(state.accessToken);
