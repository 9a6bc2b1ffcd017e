import type { SessionToken } from '../../../engine/contract/auth.contract';
import type { SessionRow } from '../../db/tables/sessions.table';
import type { UserRow } from '../../db/tables/users.table';
import type { AuthServiceDeps } from '../service-deps';
import { issueAccessToken } from './access-tokens';
import { toUserView } from './user-view';

/** A token for the session: ACCESS_TOKEN_TTL_SECONDS long, never past the session's own end. */
export async function issueSessionToken(deps: Pick<AuthServiceDeps, 'config'>, session: SessionRow, user: UserRow, now = new Date()): Promise<SessionToken> {
  const { auth } = deps.config;
  // Whole seconds, as the JWT carries them.
  const ttlEnd = Math.floor(now.getTime() / 1000) * 1000 + auth.accessTokenTtlSeconds * 1000;
  const expiresAt = new Date(Math.min(ttlEnd, Math.floor(session.expires_at.getTime() / 1000) * 1000));
  const accessToken = await issueAccessToken(auth.keys, auth.issuer, {
    userId: user.id,
    sessionId: session.id,
    authTime: session.created_at,
    passwordResetAt: user.password_reset_at,
    expiresAt,
    issuedAt: now,
  });
  return { accessToken, expiresAt: expiresAt.getTime(), user: toUserView(user) };
}

/**
 * A session is live while it is not revoked, not past its absolute end, and the password was not
 * reset after it started (the spec's stale-session rule).
 */
export function isSessionLive(session: SessionRow, user: UserRow, now = new Date()): boolean {
  if (session.revoked_at) return false;
  if (session.expires_at.getTime() <= now.getTime()) return false;
  if (user.password_reset_at && user.password_reset_at.getTime() > session.created_at.getTime()) return false;
  return true;
}
