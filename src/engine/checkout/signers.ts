/**
 * Who signs the loan agreement: the applicant, and every additional owner holding at least the
 * product's additional-owner threshold (25% for tl). Read from the application's answers, so the
 * server and the screens agree on the list. The applicant's e-mail is the owner's `email`; an
 * additional owner's is kept in their `_extension.email` (spec 02 section 3, the owner entity).
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
  _extension?: { email?: string };
}

/** An additional owner's e-mail, from an item of the co-owner list ('' when it has none). */
export function coOwnerEmail(item: unknown): string {
  const email = (item as OwnerAnswers | undefined)?._extension?.email;
  return typeof email === 'string' ? email : '';
}

export function agreementSigners(document: Record<string, unknown>, threshold: number): AgreementSigner[] {
  const owners = (document.owners as OwnerAnswers[] | undefined) ?? [];
  const coOwners = (document.coOwners as OwnerAnswers[] | undefined) ?? [];
  const signer = (owner: OwnerAnswers, index: number, email: string): AgreementSigner => ({
    index,
    firstName: owner.firstName ?? '',
    lastName: owner.lastName ?? '',
    email: email.toLowerCase(),
    percentOwnership: Number(owner.percentOwnership ?? 0),
  });
  const applicant = owners[0] ? [signer(owners[0], 0, owners[0].email ?? '')] : [];
  const others = coOwners.map((owner, i) => signer(owner, i + 1, coOwnerEmail(owner))).filter((s) => s.percentOwnership >= threshold && s.email);
  return [...applicant, ...others];
}
