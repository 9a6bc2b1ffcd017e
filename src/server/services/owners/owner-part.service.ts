/**
 * The owner's own part, and nothing else of the application: their item of the co-owner list
 * (the role's fields only), the consents they gave, the documents they uploaded, where they have
 * got to and whether it is their turn to sign. Confirming writes only their item, checked as the
 * step asking for the list checks it (the journey's schema and rule records), and is refused once
 * the agreement has been drawn up with the details as they are.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { OwnerDetailsRequest, OwnerPart, OwnerProgress } from '../../../engine/contract/owners.contract';
import type { FieldErrorBody } from '../../../engine/contract/errors.contract';
import type { AdditionalOwnerRole } from '../../../engine/checkout/checkout.types';
import { setAt } from '../../../engine/json-pointer';
import { messageText } from '../../../engine/validation/messages';
import type { Database } from '../../db/database';
import type { AdditionalOwnerRow } from '../../db/tables/additional-owners.table';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { SignatureRow, SigningRoundRow } from '../../db/tables/checkout.table';
import { appError } from '../../errors';
import { findAdditionalOwner, listOwnerDocumentIds, recordOwnerConfirmation } from '../../repositories/additional-owners.repository';
import { findApplicationById } from '../../repositories/applications.repository';
import { findLatestRound, listSignatures } from '../../repositories/checkout.repository';
import { findDocument } from '../../repositories/documents.repository';
import { recordApplicationChange } from '../applications/record-change';
import { borrowerName } from '../checkout/agreement-terms';
import { currentRuleRecords } from '../validation-rules/validation-rules.service';
import type { OwnerDeps } from './owner-deps';
import { ownerItem, ownerRole } from './owner-invitations';
import type { OwnerContext } from './owner-session';
import { readApplicationDocument } from '../../../engine/application-document/read-application-document';

/** The owner's application and role; a product that no longer has the role answers 404. */
export async function ownersApplication(db: Kysely<Database>, rules: OwnerDeps['rules'], owner: AdditionalOwnerRow) {
  return withRole(rules, await findApplicationById(db, owner.application_id));
}

function withRole(rules: OwnerDeps['rules'], application: ApplicationRow | undefined) {
  const role = application && ownerRole(rules, application.product);
  if (!application || !role) throw appError('APP_ERR_NOT_FOUND');
  return { application, role };
}

/** The owner's signature slot in the latest round: the applicant is 0, the co-owners follow in their list's order. */
export async function ownersSignature(
  db: Kysely<Database>,
  owner: AdditionalOwnerRow,
): Promise<{ round?: SigningRoundRow; signature?: SignatureRow; applicantSigned: boolean }> {
  const round = await findLatestRound(db, owner.application_id);
  if (!round) return { applicantSigned: false };
  const signatures = await listSignatures(db, round.id);
  return {
    round,
    signature: signatures.find((s) => s.signer_index === owner.owner_index + 1),
    applicantSigned: Boolean(signatures.find((s) => s.signer_index === 0)?.signed_at),
  };
}

/** Once an agreement is open for signing, or signed, it carries the details as they are. */
const agreementDrawnUp = (round?: SigningRoundRow) => round !== undefined && round.state !== 'void';

export async function ownerDocuments(db: Kysely<Database>, owner: AdditionalOwnerRow) {
  const ids = (await listOwnerDocumentIds(db, [owner.id])).map((row) => row.document_id);
  const rows = await Promise.all(ids.map((id) => findDocument(db, owner.application_id, id)));
  return rows.filter((row) => row !== undefined);
}

export function ownerProgress(owner: AdditionalOwnerRow, documentsUploaded: boolean, signature?: SignatureRow): OwnerProgress {
  return {
    invitedAt: owner.invited_at.toISOString(),
    detailsConfirmedAt: owner.details_confirmed_at?.toISOString() ?? null,
    documentsUploaded,
    signedAt: signature?.signed_at?.toISOString() ?? null,
  };
}

const ownName = (item: Record<string, unknown>) => `${String(item.firstName ?? '')} ${String(item.lastName ?? '')}`.trim();

function ownDetails(role: AdditionalOwnerRole, item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(role.fields.filter((field) => item[field] !== undefined).map((field) => [field, item[field]]));
}

export async function ownerPart(deps: OwnerDeps, { owner }: OwnerContext): Promise<OwnerPart> {
  const { application, role } = await ownersApplication(deps.db, deps.rules, owner);
  const item = ownerItem(application.data, role, owner.owner_index);
  const documents = await ownerDocuments(deps.db, owner);
  const { round, signature, applicantSigned } = await ownersSignature(deps.db, owner);
  const { applicant } = readApplicationDocument(application.data);
  const given = new Set((owner.consents ?? []).map((c) => c.id));
  const completed = round?.state === 'completed' && round.signed_document_id !== null;
  return {
    product: application.product,
    lenderName: deps.lender.lenderName,
    businessName: borrowerName(application.data),
    applicantName: ownName(applicant),
    ownerName: ownName(item),
    email: owner.email,
    percentOwnership: String(item.percentOwnership ?? ''),
    details: ownDetails(role, item),
    consents: role.consents.map((c) => ({ ...c, accepted: given.has(c.id) })),
    documentType: role.documentType,
    documents: documents.map((d) => ({
      id: d.id,
      documentType: d.document_type,
      fileName: d.file_name,
      size: Number(d.size_bytes),
      createdAt: d.created_at.toISOString(),
    })),
    progress: ownerProgress(owner, documents.length > 0, signature),
    editable: !agreementDrawnUp(round) && !deps.rules.isTerminal(application.product, application.status),
    signing: signature?.signed_at ? 'signed' : round?.state === 'open' && applicantSigned && signature ? 'ready' : 'not-ready',
    signedAgreement: completed,
  };
}

function refusedField(deps: OwnerDeps, path: string, key: string): FieldErrorBody {
  return { path, key, message: messageText(deps.messages, key) };
}

export async function confirmOwnerDetails(deps: OwnerDeps, context: OwnerContext, request: OwnerDetailsRequest, now = new Date()): Promise<OwnerPart> {
  await deps.db.transaction().execute(async (trx) => {
    // The application locked first, as every change to it is.
    const { application, role } = withRole(deps.rules, await findApplicationById(trx, context.owner.application_id, { forUpdate: true }));
    if (deps.rules.isTerminal(application.product, application.status)) throw appError('OWNER_ERR_DETAILS_LOCKED');
    // Once the agreement is drawn up its details are fixed: an owner who confirmed them is done, and
    // one who had not yet confirms them as they are (and gives the consents), or calls the lender.
    const drawnUp = agreementDrawnUp((await ownersSignature(trx, context.owner)).round);
    if (drawnUp && context.owner.details_confirmed_at) throw appError('OWNER_ERR_DETAILS_LOCKED');
    const item = `${role.owners}/${context.owner.owner_index}`;
    const errors: FieldErrorBody[] = Object.keys(request.details)
      .filter((field) => !role.fields.includes(field))
      .map((field) => refusedField(deps, `${item}/${field}`, 'notAllowed'));
    const consents = new Set(request.consents);
    errors.push(...role.consents.filter((c) => !consents.has(c.id)).map((c) => refusedField(deps, `/consents/${c.id}`, 'blankConsent')));
    const after = updatedDocument(application, role, item, request.details);
    if (drawnUp && !isDeepStrictEqual(after, application.data)) throw appError('OWNER_ERR_DETAILS_LOCKED');
    const ruleRecords = await currentRuleRecords(trx, application.product);
    const fieldErrors = deps.rules
      .checkOwnerItem(application.product, after, role.owners, context.owner.owner_index, ruleRecords)
      // Only the owner's own fields are theirs to put right.
      .filter((e) => role.fields.some((field) => e.path === `${item}/${field}`));
    errors.push(...fieldErrors);
    if (errors.length > 0) throw appError('APP_ERR_RULES_REJECTED', { errors });
    await recordApplicationChange(trx, application, {
      data: after,
      userId: null,
      type: 'owner_details_confirmed',
      details: { ownerId: context.owner.id, consents: role.consents.map((c) => c.id) },
      at: now,
    });
    await recordOwnerConfirmation(
      trx,
      context.owner.id,
      now,
      role.consents.map((c) => ({ id: c.id, acceptedAt: now.toISOString() })),
    );
  });
  const owner = (await findAdditionalOwner(deps.db, context.owner.id)) ?? context.owner;
  return ownerPart(deps, { ...context, owner });
}

/** The document with the owner's fields as given; an empty answer removes an optional field. */
function updatedDocument(application: ApplicationRow, role: AdditionalOwnerRole, item: string, details: Record<string, unknown>) {
  let data = application.data;
  for (const field of role.fields) {
    if (!(field in details)) continue;
    const value = details[field];
    data = setAt(data, `${item}/${field}`, value === '' || value === null ? undefined : value);
  }
  return data;
}
