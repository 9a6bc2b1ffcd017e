import type { SessionToken } from '../../../engine/contract/auth.contract';
import type { SessionRow } from '../../db/tables/sessions.table';
import type { UserRow } from '../../db/tables/users.table';
import { appError } from '../../errors';
import { findSessionWithUser, revokeSession } from '../../repositories/sessions.repository';
import type { AuthServiceDeps } from '../service-deps';
import { verifyAccessToken } from './access-tokens';
import { isSessionLive, issueSessionToken } from './session-tokens';

/** Who is calling: set on the request by the authentication hook. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  user: UserRow;
  session: SessionRow;
}

/** Checks a bearer token against the key and the live session row; 401 otherwise. */
export async function authenticateAccessToken(deps: Pick<AuthServiceDeps, 'db' | 'config'>, token: string): Promise<AuthContext> {
  const { auth } = deps.config;
  const verified = await verifyAccessToken(auth.keys, auth.issuer, token);
  if (!verified) throw appError('AUTH_ERR_UNAUTHENTICATED');
  const found = await findSessionWithUser(deps.db, verified.sessionId, verified.userId);
  if (!found || !isSessionLive(found.session, found.user)) throw appError('AUTH_ERR_UNAUTHENTICATED');
  return { userId: found.user.id, sessionId: found.session.id, user: found.user, session: found.session };
}

/** A fresh access token for the same (live) session. */
export function renewAccessToken(deps: Pick<AuthServiceDeps, 'config'>, auth: AuthContext): Promise<SessionToken> {
  return issueSessionToken(deps, auth.session, auth.user);
}

/** Ends the session server-side; its tokens stop working at once. */
export async function logOut(deps: Pick<AuthServiceDeps, 'db'>, auth: AuthContext): Promise<void> {
  await revokeSession(deps.db, auth.sessionId, new Date());
}
