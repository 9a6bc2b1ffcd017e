/**
 * Who signs the loan agreement: the applicant, and every additional owner holding at least the
 * product's additional-owner threshold (25% for tl). Read from the application's answers, so the
 * server and the screens agree on the list.
 */

export interface AgreementSigner {
  /** 0 for the applicant; 1.. for the additional owners in their order. */
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  percentOwnership: number;
}

interface OwnerAnswers {
  firstName?: string;
  lastName?: string;
  email?: string;
  percentOwnership?: string;
}

export function agreementSigners(document: Record<string, unknown>, threshold: number): AgreementSigner[] {
  const owners = (document.owners as OwnerAnswers[] | undefined) ?? [];
  const coOwners = (document.coOwners as OwnerAnswers[] | undefined) ?? [];
  const signer = (owner: OwnerAnswers, index: number): AgreementSigner => ({
    index,
    firstName: owner.firstName ?? '',
    lastName: owner.lastName ?? '',
    email: (owner.email ?? '').toLowerCase(),
    percentOwnership: Number(owner.percentOwnership ?? 0),
  });
  const applicant = owners[0] ? [signer(owners[0], 0)] : [];
  const others = coOwners.map((owner, i) => signer(owner, i + 1)).filter((s) => s.percentOwnership >= threshold && s.email);
  return [...applicant, ...others];
}
