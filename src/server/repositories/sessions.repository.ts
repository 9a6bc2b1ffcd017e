import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { SessionRow } from '../db/tables/sessions.table';
import type { UserRow } from '../db/tables/users.table';

export async function insertSession(db: Kysely<Database>, session: { userId: string; createdAt: Date; expiresAt: Date }): Promise<SessionRow> {
  return db
    .insertInto('sessions')
    .values({ user_id: session.userId, created_at: session.createdAt, expires_at: session.expiresAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
}

export async function findSessionWithUser(db: Kysely<Database>, sessionId: string, userId: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.user_id as session_user_id',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
      'users.id',
      'users.email',
      'users.password_hash',
      'users.first_name',
      'users.last_name',
      'users.password_generated',
      'users.password_reset_at',
      'users.created_at',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_user_id, session_created_at, session_expires_at, session_revoked_at, ...user } = row;
  return {
    session: {
      id: session_id,
      user_id: session_user_id,
      created_at: session_created_at,
      expires_at: session_expires_at,
      revoked_at: session_revoked_at,
    },
    user,
  };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeUserSessions(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
