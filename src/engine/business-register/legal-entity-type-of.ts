/**
 * The journey's legal entity type for the register's entity type code. Only the codes a business
 * borrower can be are mapped; anything else (a super fund, a government body, an unincorporated
 * association such as UIE, 'Other Unincorporated Entity') is left for the applicant to choose.
 */
export type LegalEntityType = 'COMPANY' | 'TRUST' | 'PARTNERSHIP' | 'SOLE_TRADER';

const byCode: Readonly<Record<string, LegalEntityType>> = {
  // Australian private and public companies.
  PRV: 'COMPANY',
  PUB: 'COMPANY',
  // Trusts: discretionary (investment, services management, trading), fixed, fixed unit, hybrid,
  // corporate unit, unlisted and listed public unit trusts, and other trusts.
  DIT: 'TRUST',
  DST: 'TRUST',
  DTT: 'TRUST',
  FXT: 'TRUST',
  FUT: 'TRUST',
  HYT: 'TRUST',
  CUT: 'TRUST',
  PQT: 'TRUST',
  PUT: 'TRUST',
  TRT: 'TRUST',
  // Partnerships: other, family and limited.
  PTR: 'PARTNERSHIP',
  FPT: 'PARTNERSHIP',
  LPT: 'PARTNERSHIP',
  IND: 'SOLE_TRADER',
};

export function legalEntityTypeOf(entityTypeCode: string | undefined): LegalEntityType | undefined {
  return entityTypeCode ? byCode[entityTypeCode.trim().toUpperCase()] : undefined;
}
