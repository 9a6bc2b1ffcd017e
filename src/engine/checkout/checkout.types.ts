/**
 * A product's checkout, as its journey declares it: the statuses an application passes through
 * from an accepted offer to funding, and the signing rules. The statuses are the lifecycle's own
 * names, so a product may call them what it likes; `journey validate` checks they exist.
 */
import type { BankCode } from './bank-account';

export interface ProductCheckout {
  /** The status of an accepted offer whose agreement is being signed. */
  signingStatus: string;
  /** The status once the applicant signed and other owners have yet to. */
  waitingStatus: string;
  /** The status once everyone signed: the loan is funded. */
  completedStatus: string;
  /** Where a voided signing round returns the application: the offer, to be confirmed again. */
  reconfirmStatus: string;
  /** The time zone whose calendar day every signature must fall on (the same-day rule). */
  signingTimeZone: string;
  /** How long the applicant's signing link lives, in minutes. */
  signingLinkMinutes: number;
  /** The journey route the signing page returns to, with `?event=`. */
  callbackRoute: string;
  /** The code the product's banks are known by on the funding account (bank-account.ts); a BSB by default. */
  fundingAccountCode?: BankCode;
  /** The additional owners' own part (spec 01 section 6): their page, what they confirm and upload. */
  additionalOwners?: AdditionalOwnerRole;
}

/**
 * What an additional owner does in their own sign-in: confirm the fields of their item of the
 * co-owner list the applicant filled in (checked with that list's schema from the journey), give
 * the consents, upload the documents asked of them, then sign the agreement.
 */
export interface AdditionalOwnerRole {
  /** The route of the owner's page under the product's root. */
  route: string;
  /** JSON Pointer of the co-owner list in the application. */
  owners: string;
  /** The fields of an owner's item the owner confirms and may correct. */
  fields: string[];
  /** The consents the owner gives, each with its text. */
  consents: { id: string; text: string }[];
  /** The document type an owner uploads (identification). */
  documentType: string;
  /** How long an invitation's or a fresh sign-in link lives, in hours. */
  linkHours: number;
  /** How long an owner's sign-in lasts, in minutes. */
  sessionMinutes: number;
}
