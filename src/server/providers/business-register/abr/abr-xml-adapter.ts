/**
 * The ABN Lookup XML search web service over HTTPS GET (the documented `...Asmx/<method>` form
 * endpoints): SearchByABNv202001, SearchByASICv201408 and ABRSearchByNameAdvancedSimpleProtocol2017.
 *
 * The GUID goes in the query string, as the service requires, so the request URL is never put
 * into an error or a log line; failures carry only the register's exception code or an HTTP status.
 */
import { BusinessRegisterError, type BusinessRegisterProvider, type NameSearchOptions } from '../business-register-provider';
import { parseAbrPayload, type AbrPayload } from './parse-abr-payload';

export const ABR_BASE_URL = 'https://abr.business.gov.au/abrxmlsearch/AbrXmlSearch.asmx';

export interface AbrXmlAdapterOptions {
  guid: string;
  /** The service's base, without the method name (tests and a proxy point it elsewhere). */
  baseUrl?: string;
  /** How long one call may take before the register counts as unavailable. */
  timeoutMs?: number;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

const STATES = ['NSW', 'SA', 'ACT', 'VIC', 'WA', 'NT', 'QLD', 'TAS'] as const;

export function createAbrXmlAdapter(options: AbrXmlAdapterOptions): BusinessRegisterProvider {
  const baseUrl = (options.baseUrl ?? ABR_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;
  const fetchFn = options.fetch ?? fetch;

  async function call(method: string, params: Record<string, string>): Promise<AbrPayload> {
    const url = `${baseUrl}/${method}?${new URLSearchParams({ ...params, authenticationGuid: options.guid })}`;
    let body: string;
    try {
      const response = await fetchFn(url, { headers: { Accept: 'text/xml, application/xml' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new BusinessRegisterError('unavailable', `HTTP ${response.status}`, `The register answered HTTP ${response.status} to ${method}`);
      body = await response.text();
    } catch (error) {
      if (error instanceof BusinessRegisterError) throw error;
      // The cause may name the URL, GUID included: only its kind is kept.
      const kind = error instanceof Error ? error.name : 'Error';
      throw new BusinessRegisterError('unavailable', kind, `The register could not be reached for ${method} (${kind})`);
    }
    return parseAbrPayload(body);
  }

  async function entity(method: string, searchString: string) {
    const payload = await call(method, { searchString, includeHistoricalDetails: 'N' });
    if (payload.kind === 'none') return undefined;
    if (payload.kind !== 'entity') throw new BusinessRegisterError('unavailable', undefined, `${method} answered search results, not an entity`);
    return payload.entity;
  }

  return {
    id: 'abr',
    searchByAbn: (abn) => entity('SearchByABNv202001', abn),
    searchByAcn: (acn) => entity('SearchByASICv201408', acn),
    async searchByName(name: string, { activeOnly, maxResults }: NameSearchOptions) {
      const flags = Object.fromEntries(STATES.map((state) => [state, 'Y']));
      const payload = await call('ABRSearchByNameAdvancedSimpleProtocol2017', {
        name,
        postcode: '',
        legalName: 'Y',
        tradingName: 'Y',
        businessName: 'Y',
        activeABNsOnly: activeOnly ? 'Y' : 'N',
        ...flags,
        searchWidth: 'typical',
        minimumScore: '',
        maxSearchResults: String(maxResults),
      });
      if (payload.kind === 'none') return { matches: [], exceedsMaximum: false };
      if (payload.kind !== 'names') throw new BusinessRegisterError('unavailable', undefined, 'The name search answered an entity, not search results');
      return payload.result;
    },
  };
}
