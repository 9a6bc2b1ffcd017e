import type { Generated, Insertable, Selectable } from 'kysely';
import type { GeneratedTimestamp, NullableTimestamp, Timestamp } from './column-types';

/** The account a loan is paid into; the number sealed (AES-256-GCM), its last three digits clear. */
export interface FundingAccountsTable {
  application_id: string;
  bank_name: string;
  bsb: string;
  account_number_sealed: string;
  account_number_last3: string;
  account_number_length: number;
  updated_at: GeneratedTimestamp;
}

export type SigningRoundState = 'open' | 'completed' | 'void';

/** One agreement for one accepted offer, signed by every owner who must on one calendar day. */
export interface SigningRoundsTable {
  id: Generated<string>;
  application_id: string;
  decision_id: string;
  agreement_document_id: string;
  agreement_sha256: string;
  /** yyyy-MM-dd in the journey's signing time zone. */
  signing_date: string;
  state: Generated<SigningRoundState>;
  /** The agreement with its signing certificate and the lender's PDF signature, once completed. */
  signed_document_id: string | null;
  created_at: GeneratedTimestamp;
  closed_at: NullableTimestamp;
}

/** One owner's signature slot in a round: the link token's hash, then what signing recorded. */
export interface SignaturesTable {
  id: Generated<string>;
  round_id: string;
  /** 0 for the applicant, 1.. for the additional owners. */
  signer_index: number;
  name: string;
  email: string;
  token_sha256: string;
  token_expires_at: Timestamp;
  /** The hash of the secret in the cookie of the browser that first opened the current link; null until then. */
  device_sha256: string | null;
  signed_at: NullableTimestamp;
  declined_at: NullableTimestamp;
  typed_name: string | null;
  ip_address: string | null;
  user_agent: string | null;
  /** The hash of the agreement as it was shown to the signer. */
  agreement_sha256: string | null;
}

export type FundingAccountRow = Selectable<FundingAccountsTable>;
export type SigningRoundRow = Selectable<SigningRoundsTable>;
export type SignatureRow = Selectable<SignaturesTable>;
export type NewSignatureRow = Insertable<SignaturesTable>;
