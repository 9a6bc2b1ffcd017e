/**
 * Checkout: the account the loan is paid into, and the signing of the loan agreement. Frozen once
 * it lands. Runs unchanged on PGlite and PostgreSQL.
 *
 * The account number is stored encrypted (AES-256-GCM, the key outside the database); only its
 * last digits are kept in clear, for what the browser is shown. A signing round is one agreement
 * for one accepted offer: every owner who must sign has a signature row holding the hash of the
 * link token they sign through (never the token), and what the signature recorded. A round is
 * voided, never deleted, when its day passes before everyone signed.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The lender's own documents (the agreement, and the signed agreement) sit with the application's.
  await sql`alter table documents drop constraint documents_source_check`.execute(db);
  await sql`alter table documents add constraint documents_source_check check (source in ('applicant', 'bank-data', 'lender'))`.execute(db);
  await db.schema
    .createTable('funding_accounts')
    .addColumn('application_id', 'uuid', (col) => col.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('bsb', 'text', (col) => col.notNull().check(sql`bsb ~ '^[0-9]{6}$'`))
    .addColumn('account_number_sealed', 'text', (col) => col.notNull())
    .addColumn('account_number_last3', 'text', (col) => col.notNull())
    .addColumn('account_number_length', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('signing_rounds')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('decision_id', 'uuid', (col) => col.notNull().references('decisions.id'))
    .addColumn('agreement_document_id', 'uuid', (col) => col.notNull().references('documents.id'))
    .addColumn('agreement_sha256', 'text', (col) => col.notNull())
    .addColumn('signing_date', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('open')
        .check(sql`state in ('open', 'completed', 'void')`),
    )
    .addColumn('signed_document_id', 'uuid', (col) => col.references('documents.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .execute();
  // One open round per application, whatever two tabs do.
  await db.schema
    .createIndex('signing_rounds_one_open_idx')
    .on('signing_rounds')
    .column('application_id')
    .unique()
    .where(sql.ref('state'), '=', 'open')
    .execute();

  await db.schema
    .createTable('signatures')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('round_id', 'uuid', (col) => col.notNull().references('signing_rounds.id').onDelete('cascade'))
    .addColumn('signer_index', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_sha256', 'text', (col) => col.notNull().unique())
    .addColumn('token_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('signed_at', 'timestamptz')
    .addColumn('declined_at', 'timestamptz')
    .addColumn('typed_name', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('agreement_sha256', 'text')
    .addUniqueConstraint('signatures_one_per_signer', ['round_id', 'signer_index'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signatures').execute();
  await db.schema.dropTable('signing_rounds').execute();
  await db.schema.dropTable('funding_accounts').execute();
  await sql`alter table documents drop constraint documents_source_check`.execute(db);
  await sql`alter table documents add constraint documents_source_check check (source in ('applicant', 'bank-data'))`.execute(db);
}
