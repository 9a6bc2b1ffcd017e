/**
 * What `GET /api/business-register/search` answers (spec 02 sections 5 and 7, 'Business register
 * search'), typed once for the server's route and the browser's call.
 */

/** How the cleaned input is searched: 11 digits an ABN, 9 digits an ACN, anything else a name. */
export type RegisterQueryKind = 'abn' | 'acn' | 'name';

export interface RegisterQuery {
  kind: RegisterQueryKind;
  /** Digits only for an ABN or ACN; the trimmed text for a name. */
  value: string;
}

/** One entity as an ABN or ACN lookup gives it. */
export interface RegisterEntity {
  abn: string;
  /** The ABN's status on the register, e.g. 'Active' or 'Cancelled'. */
  abnStatus: string;
  /** An organisation's main name, or a sole trader's given and family names. */
  entityName: string;
  /** The ASIC number (a company's ACN), when the entity has one. */
  acn?: string;
  /** The register's entity type code (PRV, DTT, IND, ...) and its description. */
  entityTypeCode?: string;
  entityTypeText?: string;
  /** Current business names, then the register's older trading names. */
  businessNames: string[];
  /** State and postcode of the main business location. */
  state?: string;
  postcode?: string;
}

/** Which of an entity's names a name search matched. */
export type RegisterNameType = 'entity' | 'business' | 'trading' | 'legal';

/** One record of a name search: the name that matched, not the entity's full details. */
export interface RegisterNameMatch {
  abn: string;
  abnStatus: string;
  name: string;
  nameType: RegisterNameType;
  /** The register's match score, 0 to 100. */
  score: number;
  state?: string;
  postcode?: string;
}

export type RegisterSearchAnswer =
  | { kind: 'abn' | 'acn'; entity: RegisterEntity }
  | { kind: 'name'; matches: RegisterNameMatch[]; /** More matched than the 100 answered. */ truncated: boolean };

export interface RegisterSearchRequest {
  q: string;
  /** Entities whose ABN is not Active are errors (a lookup) or left out (a name search). */
  activeOnly?: boolean;
  /** An ABN whose entity has no ACN is an error. */
  requireAcn?: boolean;
}

/** The body of a refused search: the message key and its parameters pick the catalogue's text. */
export interface RegisterSearchRefusal {
  code: string;
  message: string;
  messageKey: string;
  params: string[];
  retryAfterSeconds?: number;
}
