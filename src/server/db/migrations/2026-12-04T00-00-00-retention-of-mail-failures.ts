/**
 * A refused or undelivered mail's event names its recipient and the mail server's answer in its
 * details. Retention may now empty those details too, with the patch, so whom a mail was for
 * goes with the rest of the personal data; the kind and time of the event stay. Everything else
 * of the audit trail stays append-only as before. Frozen once it lands. Runs unchanged on PGlite
 * and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function application_events_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (new.patch = '[]'::jsonb or current_setting('portal.rewrap', true) = 'on')
        and (new.details is not distinct from old.details or (new.details is null and old.type in ('mail_refused', 'mail_undelivered')))
        and (new.id, new.application_id, new.user_id, new.type, new.stage_from, new.stage_to, new.version, new.created_at)
          is not distinct from (old.id, old.application_id, old.user_id, old.type, old.stage_from, old.stage_to, old.version, old.created_at) then
        return new;
      end if;
      raise exception 'application_events is append-only';
    end
    $$
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function application_events_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (new.patch = '[]'::jsonb or current_setting('portal.rewrap', true) = 'on')
        and (new.id, new.application_id, new.user_id, new.type, new.stage_from, new.stage_to, new.version, new.details, new.created_at)
          is not distinct from (old.id, old.application_id, old.user_id, old.type, old.stage_from, old.stage_to, old.version, old.details, old.created_at) then
        return new;
      end if;
      raise exception 'application_events is append-only';
    end
    $$
  `.execute(db);
}
