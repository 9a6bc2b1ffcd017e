/**
 * The retention job marks each application whose personal data it removed
 * (`applications.deidentified_at`); the partial index keeps its search for candidates to the rows
 * not yet done. The audit trail stays append-only with two exceptions, each touching the patch
 * (the answers an event changed) and nothing else of the event: retention may empty it, so the
 * kinds and times of the history outlive the personal data in it; and key rotation may re-wrap
 * the sealed answers in it, in a transaction that says so (`set local portal.rewrap = 'on'`).
 * Frozen once it lands. Runs unchanged on PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('deidentified_at', 'timestamptz').execute();
  await db.schema.createIndex('applications_retention_idx').on('applications').column('updated_at').where(sql.ref('deidentified_at'), 'is', null).execute();
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function application_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'application_events is append-only';
    end
    $$
  `.execute(db);
  await db.schema.dropIndex('applications_retention_idx').execute();
  await db.schema.alterTable('applications').dropColumn('deidentified_at').execute();
}
