/**
 * Where each additional owner has got to (invited, details confirmed, identification uploaded,
 * signed): what the applicant sees beside the signatures, and staff in the console. Read for an
 * application the caller may already see; this checks nothing of who asks.
 */
import type { Kysely } from 'kysely';
import type { AdditionalOwnerStatus } from '../../../engine/contract/owners.contract';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import { listAdditionalOwners, listOwnerDocumentIds } from '../../repositories/additional-owners.repository';
import { findLatestRound, listSignatures } from '../../repositories/checkout.repository';
import type { ApplicationRules } from '../application-rules';
import { ownerItem, ownerRole } from './owner-invitations';
import { ownerProgress } from './owner-part.service';

export async function additionalOwnersProgress(db: Kysely<Database>, rules: ApplicationRules, application: ApplicationRow): Promise<AdditionalOwnerStatus[]> {
  const role = ownerRole(rules, application.product);
  if (!role) return [];
  const owners = await listAdditionalOwners(db, application.id);
  const documents = await listOwnerDocumentIds(
    db,
    owners.map((o) => o.id),
  );
  const round = await findLatestRound(db, application.id);
  const signatures = round && round.state !== 'void' ? await listSignatures(db, round.id) : [];
  return owners.map((owner) => {
    const item = ownerItem(application.data, role, owner.owner_index);
    return {
      name: `${String(item.firstName ?? '')} ${String(item.lastName ?? '')}`.trim(),
      email: owner.email,
      progress: ownerProgress(
        owner,
        documents.some((d) => d.owner_id === owner.id),
        signatures.find((s) => s.signer_index === owner.owner_index + 1),
      ),
    };
  });
}
