import type { Generated, Selectable } from 'kysely';
import type { GeneratedTimestamp, Jsonb } from './column-types';

/** What a notification says (spec 02 section 3: message.additionalInfo.renewalAppStatus). */
export interface NotificationMessage {
  text: string;
  additionalInfo: Record<string, string>;
}

/** A message the server writes to an applicant about one of their applications; one per subject. */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  application_id: string;
  subject: string;
  message: Jsonb<NotificationMessage>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type NotificationRow = Selectable<NotificationsTable>;
