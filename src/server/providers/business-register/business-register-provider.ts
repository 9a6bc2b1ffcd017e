/**
 * The business register (the Australian Business Register's ABN Lookup web services): an entity
 * by its ABN or by its ACN, and entities by name. The register's terms keep its authentication
 * GUID on the server, so only the server calls a provider; the browser asks the portal's API.
 */
import type { RegisterEntity, RegisterNameMatch } from '../../../engine/contract/business-register.contract';

export type { RegisterEntity, RegisterNameMatch } from '../../../engine/contract/business-register.contract';

export interface NameSearchOptions {
  /** Leave out entities whose ABN is not Active (the register's `activeABNsOnly`). */
  activeOnly: boolean;
  /** The most records to answer (the register's `maxSearchResults`). */
  maxResults: number;
}

export interface NameSearchResult {
  matches: RegisterNameMatch[];
  /** More entities matched than the register answered. */
  exceedsMaximum: boolean;
}

export interface BusinessRegisterProvider {
  /** 'sandbox' or 'abr'. */
  readonly id: string;
  /** The entity with this ABN (11 digits), or undefined when the register has none. */
  searchByAbn(abn: string): Promise<RegisterEntity | undefined>;
  /** The entity with this ACN (9 digits), or undefined when the register has none. */
  searchByAcn(acn: string): Promise<RegisterEntity | undefined>;
  /** Entities whose names match, best first; none matching is an empty list. */
  searchByName(name: string, options: NameSearchOptions): Promise<NameSearchResult>;
}

/**
 * Why a search failed: the register refused the search text (`invalidSearch`), refused the
 * portal's GUID (`notAuthorised`: a configuration problem, logged as an error), or could not be
 * reached or answered with something that is not its payload (`unavailable`).
 */
export type BusinessRegisterFailure = 'invalidSearch' | 'notAuthorised' | 'unavailable';

export class BusinessRegisterError extends Error {
  constructor(
    readonly failure: BusinessRegisterFailure,
    /** The register's own exception code and description, when it gave one. */
    readonly registerCode?: string,
    message = `Business register: ${failure}`,
  ) {
    super(message);
    this.name = 'BusinessRegisterError';
  }
}

export function isBusinessRegisterError(error: unknown): error is BusinessRegisterError {
  return error instanceof BusinessRegisterError;
}
