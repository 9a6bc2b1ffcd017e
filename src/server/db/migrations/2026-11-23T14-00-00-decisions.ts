/**
 * Decisions on applications, and a `details` column on application_events so a status change
 * can name what caused it (the decision). Frozen once it lands. Runs unchanged on PGlite and
 * PostgreSQL.
 *
 * A decision is appended, never changed, apart from the applicant's acceptance of its offer
 * (`accepted_terms`, `accepted_at`); the latest row of an application is its current decision.
 * The decision policy decides an application once (it is submitted once): a partial unique
 * index makes a second policy decision impossible whatever the workers do.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('decisions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (col) => col.notNull().references('applications.id'))
    .addColumn('outcome', 'text', (col) => col.notNull().check(sql`outcome in ('APPROVED', 'CONDITIONAL', 'DECLINED')`))
    .addColumn('approved_max_amount', 'integer', (col) => col.check(sql`approved_max_amount > 0`))
    .addColumn('tier', 'text')
    .addColumn('documents', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('declined_reasons', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('decided_by', 'text', (col) => col.notNull().check(sql`decided_by in ('policy', 'operations')`))
    .addColumn('rule_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('accepted_terms', 'jsonb')
    .addColumn('accepted_at', 'timestamptz')
    // An approval always has an amount; a decline never has one, nor an expiry.
    .addCheckConstraint('decisions_amount_fits_outcome', sql`(outcome = 'DECLINED') = (approved_max_amount is null)`)
    .addCheckConstraint('decisions_decline_does_not_expire', sql`outcome <> 'DECLINED' or expires_at is null`)
    .execute();
  await db.schema.createIndex('decisions_application_idx').on('decisions').columns(['application_id', 'created_at']).execute();
  await db.schema
    .createIndex('decisions_policy_once_idx')
    .on('decisions')
    .column('application_id')
    .unique()
    .where(sql.ref('decided_by'), '=', 'policy')
    .execute();

  await db.schema.alterTable('application_events').addColumn('details', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application_events').dropColumn('details').execute();
  await db.schema.dropTable('decisions').execute();
}
