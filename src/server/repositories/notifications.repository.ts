import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { NotificationMessage, NotificationRow } from '../db/tables/notifications.table';

/** One notification per application and subject: writing it again replaces what it says. */
export function writeNotification(
  db: Kysely<Database>,
  notification: { userId: string; applicationId: string; subject: string; message: NotificationMessage; at: Date },
): Promise<NotificationRow> {
  const message = JSON.stringify(notification.message);
  return db
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      application_id: notification.applicationId,
      subject: notification.subject,
      message,
      created_at: notification.at,
      updated_at: notification.at,
    })
    .onConflict((oc) => oc.columns(['application_id', 'subject']).doUpdateSet({ message, updated_at: notification.at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findNotification(db: Kysely<Database>, applicationId: string, subject: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('application_id', '=', applicationId).where('subject', '=', subject).executeTakeFirst();
}

/** The caller's notifications about one of their applications, newest first. */
export function listNotifications(db: Kysely<Database>, userId: string, applicationId: string): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('application_id', '=', applicationId)
    .orderBy('updated_at', 'desc')
    .execute();
}

/** Every notification about the application, in no particular order (the applicant's data export). */
export function listApplicationNotifications(db: Kysely<Database>, applicationId: string): Promise<NotificationRow[]> {
  return db.selectFrom('notifications').selectAll().where('application_id', '=', applicationId).execute();
}

/** Removes the notifications about the application (retention). */
export async function deleteNotifications(db: Kysely<Database>, applicationId: string): Promise<void> {
  await db.deleteFrom('notifications').where('application_id', '=', applicationId).execute();
}
