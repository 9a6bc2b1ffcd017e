/**
 * How a search text is read before the register is asked (spec 02 section 5); what the search
 * route answers is the wire contract's (`contract/business-register.contract.ts`).
 */

/** How the cleaned input is searched: 11 digits an ABN, 9 digits an ACN, anything else a name. */
export type RegisterQueryKind = 'abn' | 'acn' | 'name';

export interface RegisterQuery {
  kind: RegisterQueryKind;
  /** Digits only for an ABN or ACN; the trimmed text for a name. */
  value: string;
}
