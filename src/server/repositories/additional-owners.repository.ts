import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { AdditionalOwnerRow, OwnerConsentRecord, OwnerSessionRow } from '../db/tables/additional-owners.table';

export async function listAdditionalOwners(db: Kysely<Database>, applicationId: string): Promise<AdditionalOwnerRow[]> {
  return db.selectFrom('additional_owners').selectAll().where('application_id', '=', applicationId).orderBy('owner_index').execute();
}

export async function findAdditionalOwner(db: Kysely<Database>, ownerId: string): Promise<AdditionalOwnerRow | undefined> {
  return db.selectFrom('additional_owners').selectAll().where('id', '=', ownerId).executeTakeFirst();
}

/** The owner of an item of the co-owner list (the signer after the applicant, in the list's order). */
export async function findAdditionalOwnerByIndex(db: Kysely<Database>, applicationId: string, ownerIndex: number): Promise<AdditionalOwnerRow | undefined> {
  return db.selectFrom('additional_owners').selectAll().where('application_id', '=', applicationId).where('owner_index', '=', ownerIndex).executeTakeFirst();
}

export async function findAdditionalOwnersByEmail(db: Kysely<Database>, email: string): Promise<AdditionalOwnerRow[]> {
  return db.selectFrom('additional_owners').selectAll().where('email', '=', email).execute();
}

/** Invites an owner, or gives an owner invited before a new link; answers the row. */
export async function upsertAdditionalOwner(
  db: Kysely<Database>,
  row: { application_id: string; owner_index: number; email: string; link_sha256: string; link_expires_at: Date; invited_at: Date },
): Promise<AdditionalOwnerRow> {
  return db
    .insertInto('additional_owners')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['application_id', 'owner_index']).doUpdateSet({ email: row.email, link_sha256: row.link_sha256, link_expires_at: row.link_expires_at }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function renewOwnerLink(db: Kysely<Database>, ownerId: string, linkSha256: string, expiresAt: Date): Promise<void> {
  await db.updateTable('additional_owners').set({ link_sha256: linkSha256, link_expires_at: expiresAt }).where('id', '=', ownerId).execute();
}

/** Uses a live link once: answers its owner, and the link no longer opens anything. */
export async function takeOwnerLink(db: Kysely<Database>, linkSha256: string, now: Date): Promise<AdditionalOwnerRow | undefined> {
  return db
    .updateTable('additional_owners')
    .set({ link_sha256: null, link_expires_at: null })
    .where('link_sha256', '=', linkSha256)
    .where('link_expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function recordOwnerConfirmation(db: Kysely<Database>, ownerId: string, at: Date, consents: OwnerConsentRecord[]): Promise<void> {
  await db
    .updateTable('additional_owners')
    .set({ details_confirmed_at: at, consents: JSON.stringify(consents) })
    .where('id', '=', ownerId)
    .execute();
}

export async function insertOwnerSession(db: Kysely<Database>, ownerId: string, createdAt: Date, expiresAt: Date): Promise<OwnerSessionRow> {
  return db.insertInto('owner_sessions').values({ owner_id: ownerId, created_at: createdAt, expires_at: expiresAt }).returningAll().executeTakeFirstOrThrow();
}

export async function findOwnerSession(db: Kysely<Database>, sessionId: string, ownerId: string): Promise<OwnerSessionRow | undefined> {
  return db.selectFrom('owner_sessions').selectAll().where('id', '=', sessionId).where('owner_id', '=', ownerId).executeTakeFirst();
}

export async function revokeOwnerSession(db: Kysely<Database>, sessionId: string, at: Date): Promise<void> {
  await db.updateTable('owner_sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function insertOwnerDocument(db: Kysely<Database>, ownerId: string, documentId: string): Promise<void> {
  await db.insertInto('owner_documents').values({ owner_id: ownerId, document_id: documentId }).execute();
}

/** The ids of the documents each owner of the application uploaded. */
export async function listOwnerDocumentIds(db: Kysely<Database>, ownerIds: readonly string[]): Promise<{ owner_id: string; document_id: string }[]> {
  if (ownerIds.length === 0) return [];
  return db.selectFrom('owner_documents').select(['owner_id', 'document_id']).where('owner_id', 'in', ownerIds).execute();
}

/** Removes the application's additional owners, their addresses and sign-ins with them (retention). */
export async function deleteAdditionalOwners(db: Kysely<Database>, applicationId: string): Promise<void> {
  await db.deleteFrom('additional_owners').where('application_id', '=', applicationId).execute();
}
