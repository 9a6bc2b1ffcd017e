/**
 * What a co-owner must have done before their signature counts (spec 01 section 6, decision 82):
 * confirmed their details, given every consent the role lists, and uploaded their identification.
 * Asked on every signing path, the owner's page and a signing link alike, so a link that reached
 * the owner some other way (an older mail, a new link asked for on the signing page) signs
 * nothing before their part is done. The applicant, and every signer of a journey without the
 * role, sign as before.
 */
import type { Kysely } from 'kysely';
import type { AdditionalOwnerRole } from '../../../engine/checkout/checkout.types';
import type { Database } from '../../db/database';
import type { AdditionalOwnerRow } from '../../db/tables/additional-owners.table';
import type { ApplicationRow } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { findAdditionalOwnerByIndex } from '../../repositories/additional-owners.repository';
import type { ApplicationRules } from '../application-rules';
import { ownerRole } from './owner-invitations';
import { ownerDocuments } from './owner-part.service';

/** Whether the owner has done their part: details confirmed, the role's consents given, identification uploaded. */
export async function ownerHasDoneTheirPart(db: Kysely<Database>, role: AdditionalOwnerRole, owner: AdditionalOwnerRow): Promise<boolean> {
  if (!owner.details_confirmed_at) return false;
  const given = new Set((owner.consents ?? []).map((c) => c.id));
  if (!role.consents.every((c) => given.has(c.id))) return false;
  return (await ownerDocuments(db, owner)).length > 0;
}

/** Refuses the signer of slot `signerIndex` (0 is the applicant) while they are a co-owner who has not done their part. */
export async function assertSignerReady(
  db: Kysely<Database>,
  rules: ApplicationRules,
  application: Pick<ApplicationRow, 'id' | 'product'>,
  signerIndex: number,
): Promise<void> {
  if (signerIndex === 0) return;
  const role = ownerRole(rules, application.product);
  if (!role) return;
  const owner = await findAdditionalOwnerByIndex(db, application.id, signerIndex - 1);
  if (!owner || !(await ownerHasDoneTheirPart(db, role, owner))) throw appError('OWNER_ERR_NOT_READY_TO_SIGN');
}
