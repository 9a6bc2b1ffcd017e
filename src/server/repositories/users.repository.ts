import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { UserRow } from '../db/tables/users.table';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a mail to the user needs: their address and first name. */
export async function findUserContact(db: Kysely<Database>, id: string): Promise<Pick<UserRow, 'email' | 'first_name'> | undefined> {
  return db.selectFrom('users').select(['email', 'first_name']).where('id', '=', id).executeTakeFirst();
}

/** Inserts the user unless the e-mail is taken; answers undefined when it is. */
export async function insertUserUnlessTaken(
  db: Kysely<Database>,
  user: { email: string; passwordHash: string; firstName: string; lastName: string; passwordGenerated: boolean },
): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({
      email: normaliseEmail(user.email),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      password_generated: user.passwordGenerated,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateUserPassword(
  db: Kysely<Database>,
  userId: string,
  change: { passwordHash: string; passwordGenerated: boolean; resetAt: Date },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: change.passwordHash,
      password_generated: change.passwordGenerated,
      password_reset_at: change.resetAt,
    })
    .where('id', '=', userId)
    .execute();
}
