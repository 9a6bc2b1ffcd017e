/**
 * Inviting the additional owners (spec 01 section 6): when the application is submitted, each
 * co-owner who signs the agreement (the product's signer threshold) gets a row of their own and a
 * single-use sign-in link, kept only as its hash, mailed through the outbox. An application that
 * asks for no automatic mail (`dontSendAutoEmail`, decision 60) gets the rows and no mail: its
 * owners ask for their link on the owner page, as a returning owner does. Asking never tells
 * whether the address is an owner's (no enumeration): the answer is the same either way.
 */
import type { Kysely } from 'kysely';
import { agreementSigners } from '../../../engine/checkout/signers';
import type { AdditionalOwnerRole } from '../../../engine/checkout/checkout.types';
import { stepUrl } from '../../../engine/journey/site-paths';
import { getAt } from '../../../engine/json-pointer';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import { findApplicationById } from '../../repositories/applications.repository';
import { findAdditionalOwnersByEmail, renewOwnerLink, upsertAdditionalOwner } from '../../repositories/additional-owners.repository';
import { reserveAttempt } from '../auth/attempt-throttle';
import { mailsApplicantAutomatically } from '../mail/automatic-mail';
import { borrowerName } from '../checkout/agreement-terms';
import { newLinkToken } from '../checkout/signing-round';
import type { OwnerDeps } from './owner-deps';
import { ownerInvitationMail, ownerLinkMail, ownerSigningMail } from './owner-mails';

export type OwnerInvitationDeps = Pick<OwnerDeps, 'rules' | 'mail' | 'publicUrl' | 'lender'>;

/** The owner page's address with a sign-in link: the token in the fragment, which no server or log sees. */
export const ownerLinkUrl = (publicUrl: string, product: string, role: AdditionalOwnerRole, token: string) =>
  `${publicUrl}${stepUrl(product, role.route)}#link=${token}`;

export function ownerRole(rules: OwnerDeps['rules'], product: string): AdditionalOwnerRole | undefined {
  return rules.checkout(product)?.additionalOwners;
}

/** An owner signs in while the application lives, and after it is funded (for the signed agreement); not once it ended otherwise. */
export function ownerMayEnter(rules: OwnerDeps['rules'], application: ApplicationRow): boolean {
  return !rules.isTerminal(application.product, application.status) || application.status === rules.checkout(application.product)?.completedStatus;
}

const linkExpiry = (role: AdditionalOwnerRole, now: Date) => new Date(now.getTime() + role.linkHours * 3_600_000);

/** Called in the submission's transaction: a rollback invites nobody. */
export async function inviteAdditionalOwners(deps: OwnerInvitationDeps, trx: Kysely<Database>, application: ApplicationRow, now: Date): Promise<void> {
  const role = ownerRole(deps.rules, application.product);
  if (!role) return;
  const signers = agreementSigners(application.data, deps.rules.signerThreshold(application.product)).filter((s) => s.index > 0);
  const applicant = agreementSigners(application.data, 100).find((s) => s.index === 0);
  const mailed = mailsApplicantAutomatically(application.data);
  for (const signer of signers) {
    const { token, hash } = newLinkToken();
    await upsertAdditionalOwner(trx, {
      application_id: application.id,
      owner_index: signer.index - 1,
      email: signer.email,
      link_sha256: hash,
      link_expires_at: linkExpiry(role, now),
      invited_at: now,
    });
    if (!mailed) continue;
    await deps.mail.queue(trx, {
      applicationId: application.id,
      message: ownerInvitationMail(signer.email, {
        name: `${signer.firstName} ${signer.lastName}`.trim(),
        applicant: applicant ? `${applicant.firstName} ${applicant.lastName}`.trim() : 'The applicant',
        business: borrowerName(application.data) || 'the business',
        link: ownerLinkUrl(deps.publicUrl, application.product, role, token),
        lenderName: deps.lender.lenderName,
        hours: role.linkHours,
      }),
    });
  }
}

/**
 * The applicant has signed: each co-owner still to sign is mailed a fresh sign-in link to their
 * own page (earlier links stop working), never a direct signing link, so their part is done before
 * they sign. An owner with no row yet (an application submitted before its journey had the role)
 * gets one now. Called in the signature's transaction.
 */
export async function inviteOwnerToSign(
  deps: OwnerInvitationDeps,
  trx: Kysely<Database>,
  application: ApplicationRow,
  signer: { signer_index: number; email: string; name: string },
  o: { applicant: string; signingDate: string; now: Date },
): Promise<void> {
  const role = ownerRole(deps.rules, application.product);
  if (!role) throw new Error(`The product ${application.product} has no additional owner role`);
  const { token, hash } = newLinkToken();
  await upsertAdditionalOwner(trx, {
    application_id: application.id,
    owner_index: signer.signer_index - 1,
    email: signer.email,
    link_sha256: hash,
    link_expires_at: linkExpiry(role, o.now),
    invited_at: o.now,
  });
  await deps.mail.queue(trx, {
    applicationId: application.id,
    message: ownerSigningMail(signer.email, {
      name: signer.name,
      applicant: o.applicant,
      business: borrowerName(application.data) || 'the business',
      link: ownerLinkUrl(deps.publicUrl, application.product, role, token),
      signingDate: o.signingDate,
      lenderName: deps.lender.lenderName,
      hours: role.linkHours,
    }),
  });
}

/**
 * "Send me a link": every live application of the product that names this address as an
 * additional owner gets a fresh link mailed to that address (earlier links stop working). The
 * caller answers the same whatever happened here.
 */
export async function mailOwnerLink(deps: OwnerDeps, request: { email: string; product: string; address: string }, now = new Date()): Promise<void> {
  const email = request.email.trim().toLowerCase();
  // Counted as reset links are, per address asked for and per client: a mailbox is not flooded.
  await reserveAttempt(deps.db, deps.auth.resetLimit, { scope: 'owner_link', subject: email, address: request.address }, now);
  await deps.db.transaction().execute(async (trx) => {
    for (const owner of await findAdditionalOwnersByEmail(trx, email)) {
      const application = await findApplicationById(trx, owner.application_id);
      if (!application || application.product !== request.product || !ownerMayEnter(deps.rules, application)) continue;
      const role = ownerRole(deps.rules, application.product);
      if (!role) continue;
      const { token, hash } = newLinkToken();
      await renewOwnerLink(trx, owner.id, hash, linkExpiry(role, now));
      const item = ownerItem(application.data, role, owner.owner_index);
      await deps.mail.queue(trx, {
        applicationId: application.id,
        message: ownerLinkMail(owner.email, {
          name: `${String(item.firstName ?? '')} ${String(item.lastName ?? '')}`.trim(),
          business: borrowerName(application.data) || 'the business',
          link: ownerLinkUrl(deps.publicUrl, application.product, role, token),
          lenderName: deps.lender.lenderName,
          hours: role.linkHours,
        }),
      });
    }
  });
}

/** The owner's item of the co-owner list (empty if the list no longer has it). */
export function ownerItem(data: unknown, role: AdditionalOwnerRole, index: number): Record<string, unknown> {
  const item = getAt(data, `${role.owners}/${index}`);
  return item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
}
