/**
 * The ABN Lookup XML adapter against answers recorded to the service's published schema
 * (tests/fixtures/business-register/), with an injected fetch: no test reaches the network.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAbrXmlAdapter } from '../../src/server/providers/business-register/abr/abr-xml-adapter';
import { BusinessRegisterError } from '../../src/server/providers/business-register/business-register-provider';

const GUID = '5f3e0c2a-0000-4000-8000-00000000abcd';
const fixture = (name: string) => readFileSync(new URL(`../fixtures/business-register/${name}`, import.meta.url), 'utf8');

/** An adapter whose fetch answers `body` and records the URLs asked for. */
function adapterAnswering(body: string | (() => Promise<Response>), status = 200) {
  const urls: URL[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    urls.push(new URL(String(input)));
    return typeof body === 'function' ? body() : new Response(body, { status, headers: { 'content-type': 'text/xml; charset=utf-8' } });
  }) as typeof fetch;
  return { adapter: createAbrXmlAdapter({ guid: GUID, baseUrl: 'https://register.test/abrxmlsearch/AbrXmlSearch.asmx/', fetch: fetchFn }), urls };
}

async function failureOf(promise: Promise<unknown>): Promise<BusinessRegisterError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BusinessRegisterError);
  return error as BusinessRegisterError;
}

describe('ABN Lookup XML adapter', () => {
  it('reads an active company by ABN: status, ACN, type, main name, business names and location', async () => {
    const { adapter, urls } = adapterAnswering(fixture('abn-active-company.xml'));
    const entity = await adapter.searchByAbn('70331724602');
    expect(entity).toEqual({
      abn: '70331724602',
      abnStatus: 'Active',
      entityName: 'HARBOURSIDE BAKERY PTY LTD',
      acn: '331724602',
      entityTypeCode: 'PRV',
      entityTypeText: 'Australian Private Company',
      businessNames: ['Harbourside Bakery', 'Harbourside Cakes & Catering'],
      state: 'NSW',
      postcode: '2000',
    });
    expect(urls).toHaveLength(1);
    expect(urls[0].origin + urls[0].pathname).toBe('https://register.test/abrxmlsearch/AbrXmlSearch.asmx/SearchByABNv202001');
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({ searchString: '70331724602', includeHistoricalDetails: 'N', authenticationGuid: GUID });
  });

  it("reads a cancelled sole trader: the status as the register gives it and the person's name", async () => {
    const { adapter } = adapterAnswering(fixture('abn-cancelled-sole-trader.xml'));
    expect(await adapter.searchByAbn('94767261564')).toEqual({
      abn: '94767261564',
      abnStatus: 'Cancelled',
      entityName: 'THOMAS JAMES REID',
      entityTypeCode: 'IND',
      entityTypeText: 'Individual/Sole Trader',
      businessNames: [],
      state: 'SA',
      postcode: '5031',
    });
  });

  it('looks a company up by ACN with SearchByASICv201408, keeping the leading zero', async () => {
    const { adapter, urls } = adapterAnswering(fixture('acn-company.xml'));
    const entity = await adapter.searchByAcn('048243205');
    expect(urls[0].pathname.endsWith('/SearchByASICv201408')).toBe(true);
    expect(urls[0].searchParams.get('searchString')).toBe('048243205');
    expect(entity).toMatchObject({
      abn: '64048243205',
      acn: '048243205',
      entityTypeCode: 'PUB',
      entityName: 'EUCALYPT HEALTH GROUP LIMITED',
      businessNames: ['EUCALYPT HEALTH'],
    });
  });

  it('reads a name search: every record with its matched name, name type, score and location', async () => {
    const { adapter, urls } = adapterAnswering(fixture('name-search-several.xml'));
    const result = await adapter.searchByName('harbour', { activeOnly: true, maxResults: 100 });
    expect(result.exceedsMaximum).toBe(false);
    expect(result.matches).toEqual([
      { abn: '70331724602', abnStatus: 'Active', name: 'Harbourside Bakery', nameType: 'business', score: 98, state: 'NSW', postcode: '2000' },
      { abn: '70331724602', abnStatus: 'Active', name: 'HARBOURSIDE BAKERY PTY LTD', nameType: 'entity', score: 94, state: 'NSW', postcode: '2000' },
      { abn: '53112611846', abnStatus: 'Active', name: 'HARBOUR VIEW DENTAL PTY LTD', nameType: 'entity', score: 91, state: 'NSW', postcode: '2088' },
      { abn: '84380513071', abnStatus: 'Active', name: 'HARBOUR ROAST CO', nameType: 'trading', score: 88, state: 'SA', postcode: '5000' },
      { abn: '66237491943', abnStatus: 'Active', name: 'WALKER, LIAM HARBOUR', nameType: 'legal', score: 72, state: 'TAS', postcode: '7000' },
    ]);
    const params = Object.fromEntries(urls[0].searchParams);
    expect(urls[0].pathname.endsWith('/ABRSearchByNameAdvancedSimpleProtocol2017')).toBe(true);
    // The HTTP GET form of the service wants every parameter, empty or not.
    expect(params).toEqual({
      name: 'harbour',
      postcode: '',
      legalName: 'Y',
      tradingName: 'Y',
      businessName: 'Y',
      activeABNsOnly: 'Y',
      NSW: 'Y',
      SA: 'Y',
      ACT: 'Y',
      VIC: 'Y',
      WA: 'Y',
      NT: 'Y',
      QLD: 'Y',
      TAS: 'Y',
      searchWidth: 'typical',
      minimumScore: '',
      maxSearchResults: '100',
      authenticationGuid: GUID,
    });
  });

  it('asks for inactive ABNs too when not active-only', async () => {
    const { adapter, urls } = adapterAnswering(fixture('name-search-several.xml'));
    await adapter.searchByName('harbour', { activeOnly: false, maxResults: 20 });
    expect(urls[0].searchParams.get('activeABNsOnly')).toBe('N');
    expect(urls[0].searchParams.get('maxSearchResults')).toBe('20');
  });

  it("answers nothing for the register's 'No records found'", async () => {
    expect(await adapterAnswering(fixture('exception-no-records.xml')).adapter.searchByAbn('10300322808')).toBeUndefined();
    const names = await adapterAnswering(fixture('exception-no-records.xml')).adapter.searchByName('zzz', { activeOnly: false, maxResults: 100 });
    expect(names).toEqual({ matches: [], exceedsMaximum: false });
  });

  it('maps the exception element to a coded failure: a refused GUID is notAuthorised', async () => {
    const error = await failureOf(adapterAnswering(fixture('exception-guid-not-recognised.xml')).adapter.searchByAbn('70331724602'));
    expect(error.failure).toBe('notAuthorised');
    expect(error.registerCode).toBe('WEBSERVICES: The GUID entered is not recognised as a Registered Party');
  });

  it('an HTTP error, a network failure or an answer that is not the payload is unavailable, and never names the GUID', async () => {
    const failures = [
      await failureOf(adapterAnswering('Service Unavailable', 503).adapter.searchByAbn('70331724602')),
      await failureOf(
        adapterAnswering(() => Promise.reject(new TypeError(`fetch failed for https://register.test/?authenticationGuid=${GUID}`))).adapter.searchByAbn(
          '70331724602',
        ),
      ),
      await failureOf(adapterAnswering('<html><body>Maintenance</body></html>').adapter.searchByAbn('70331724602')),
      await failureOf(adapterAnswering('not xml at all <<<').adapter.searchByAcn('048243205')),
    ];
    for (const error of failures) {
      expect(error.failure).toBe('unavailable');
      expect(`${error.message} ${error.registerCode ?? ''} ${error.stack ?? ''}`).not.toContain(GUID);
    }
    expect(failures[0].registerCode).toBe('HTTP 503');
  });

  it('a name search answering an entity is refused as a wrong answer', async () => {
    const error = await failureOf(adapterAnswering(fixture('abn-active-company.xml')).adapter.searchByName('harbour', { activeOnly: true, maxResults: 100 }));
    expect(error.failure).toBe('unavailable');
  });
});
