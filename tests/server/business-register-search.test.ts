/**
 * The register search without HTTP: the sandbox register, and the service's rules (spec 02
 * section 5) on a provider that counts its calls.
 */
import { describe, expect, it } from 'vitest';
import { legalEntityTypeOf } from '../../src/engine/business-register/legal-entity-type-of';
import type { RegisterEntity, RegisterNameMatch } from '../../src/engine/contract/business-register.contract';
import { isAbn, isAcn } from '../../src/engine/validation/formats';
import { BusinessRegisterError, type BusinessRegisterProvider } from '../../src/server/providers/business-register/business-register-provider';
import { createSandboxBusinessRegister } from '../../src/server/providers/business-register/sandbox/sandbox-business-register';
import { sandboxRegister } from '../../src/server/providers/business-register/sandbox/sandbox-register';
import { AnswerCache } from '../../src/server/services/answer-cache';
import { AppError } from '../../src/server/errors';
import { createRegisterSearch } from '../../src/server/services/business-register/register-search.service';

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the sandbox register', () => {
  it('holds about 20 fictional entities whose ABNs and ACNs pass the check digits', () => {
    expect(sandboxRegister.length).toBeGreaterThanOrEqual(20);
    for (const entity of sandboxRegister) {
      expect(isAbn(entity.abn), `${entity.entityName} ABN ${entity.abn}`).toBe(true);
      if (entity.acn !== undefined) {
        expect(isAcn(entity.acn), `${entity.entityName} ACN ${entity.acn}`).toBe(true);
        // A company's ABN is two check digits and its ACN.
        expect(entity.abn.slice(2)).toBe(entity.acn);
      }
    }
    expect(new Set(sandboxRegister.map((e) => e.abn)).size).toBe(sandboxRegister.length);
  });

  it('has companies, trusts, partnerships, sole traders, a type the journey does not know and cancelled entities', () => {
    const types = sandboxRegister.map((e) => legalEntityTypeOf(e.entityTypeCode) ?? 'unknown');
    for (const type of ['COMPANY', 'TRUST', 'PARTNERSHIP', 'SOLE_TRADER', 'unknown']) expect(types, type).toContain(type);
    expect(sandboxRegister.filter((e) => e.abnStatus === 'Cancelled').length).toBeGreaterThanOrEqual(2);
  });

  it('looks entities up by ABN and by ACN', async () => {
    const register = createSandboxBusinessRegister();
    expect(await register.searchByAbn('70331724602')).toMatchObject({
      entityName: 'HARBOURSIDE BAKERY PTY LTD',
      acn: '331724602',
      entityTypeCode: 'PRV',
      state: 'NSW',
    });
    expect(await register.searchByAcn('331724602')).toMatchObject({ abn: '70331724602' });
    expect(await register.searchByAbn('10300322808')).toBeUndefined();
    expect(await register.searchByAcn('000000019')).toBeUndefined();
    const soleTrader = await register.searchByAbn('74459707147');
    expect(soleTrader).toMatchObject({ entityName: 'Jane Mary Citizen', entityTypeCode: 'IND', businessNames: ['Citizen Cakes'] });
    expect(soleTrader).not.toHaveProperty('legalName');
  });

  it('searches names, best score first, leaving cancelled entities out when asked', async () => {
    const register = createSandboxBusinessRegister();
    const all = await register.searchByName('harbour', { activeOnly: false, maxResults: 100 });
    expect(all.matches.map((m) => m.abn)).toEqual(expect.arrayContaining(['70331724602', '53112611846']));
    const scores = all.matches.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await register.searchByName('coral coast', { activeOnly: false, maxResults: 100 })).matches).toHaveLength(1);
    expect((await register.searchByName('coral coast', { activeOnly: true, maxResults: 100 })).matches).toHaveLength(0);
    expect((await register.searchByName('Kookaburra Coffee', { activeOnly: true, maxResults: 100 })).matches[0]).toMatchObject({
      abn: '84380513071',
      nameType: 'business',
    });
    expect((await register.searchByName('citizen', { activeOnly: true, maxResults: 100 })).matches[0]).toMatchObject({
      name: 'Citizen, Jane Mary',
      nameType: 'legal',
    });
  });

  it("fails like the real register when the name says 'unavailable'", async () => {
    const error = await createSandboxBusinessRegister()
      .searchByName('register unavailable', { activeOnly: true, maxResults: 100 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessRegisterError);
    expect((error as BusinessRegisterError).failure).toBe('unavailable');
  });
});

const entity = (overrides: Partial<RegisterEntity> = {}): RegisterEntity => ({
  abn: '70331724602',
  abnStatus: 'Active',
  entityName: 'HARBOURSIDE BAKERY PTY LTD',
  acn: '331724602',
  entityTypeCode: 'PRV',
  businessNames: [],
  ...overrides,
});

function countingProvider(answers: Partial<BusinessRegisterProvider> = {}) {
  const calls: string[] = [];
  const provider: BusinessRegisterProvider = {
    id: 'test',
    async searchByAbn(abn) {
      calls.push(`abn ${abn}`);
      return answers.searchByAbn ? answers.searchByAbn(abn) : entity({ abn });
    },
    async searchByAcn(acn) {
      calls.push(`acn ${acn}`);
      return answers.searchByAcn ? answers.searchByAcn(acn) : entity({ acn });
    },
    async searchByName(name, options) {
      calls.push(`name ${name} ${options.activeOnly} ${options.maxResults}`);
      return answers.searchByName ? answers.searchByName(name, options) : { matches: [], exceedsMaximum: false };
    },
  };
  return { provider, calls };
}

describe('the register search service', () => {
  it('cleans the input and calls the right search', async () => {
    const { provider, calls } = countingProvider();
    const search = createRegisterSearch({ provider, cacheSeconds: 300 });
    expect(await search({ q: '70 331 724 602' })).toMatchObject({ kind: 'abn', entity: { abn: '70331724602' } });
    expect(await search({ q: '331 724 602' })).toMatchObject({ kind: 'acn', entity: { acn: '331724602' } });
    await search({ q: 'Harbour' }).catch(() => undefined);
    expect(calls).toEqual(['abn 70331724602', 'acn 331724602', 'name Harbour false 100']);
    expect((await refusalOf(search({ q: 'ab' }))).code).toBe('REGISTER_ERR_QUERY');
  });

  it('answers the same search from its cache, for a while', async () => {
    let now = 0;
    const { provider, calls } = countingProvider();
    const search = createRegisterSearch({ provider, cacheSeconds: 300 });
    await search({ q: '70331724602' });
    await search({ q: '70 331 724 602', activeOnly: true });
    expect(calls).toHaveLength(1);
    const cache = new AnswerCache<number>(1000, 2, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined(); // the oldest went first
    expect(cache.get('c')).toBe(3);
    now = 1000;
    expect(cache.get('c')).toBeUndefined(); // expired
  });

  it('caps name results at 100, one per entity, best first', async () => {
    const matches: RegisterNameMatch[] = Array.from({ length: 130 }, (_, i) => ({
      abn: String(10000000000 + i),
      abnStatus: 'Active',
      name: `NAME ${i}`,
      nameType: 'entity',
      score: 50 + (i % 50),
    }));
    matches.push({ ...matches[0], name: 'A BETTER NAME', nameType: 'business', score: 100 });
    const { provider } = countingProvider({ searchByName: async () => ({ matches, exceedsMaximum: false }) });
    const answer = await createRegisterSearch({ provider, cacheSeconds: 0 })({ q: 'name' });
    expect(answer.kind).toBe('name');
    const found = answer.matches ?? [];
    expect(found).toHaveLength(100);
    expect(answer.truncated).toBe(true);
    expect(found[0]).toMatchObject({ abn: '10000000000', name: 'A BETTER NAME', score: 100 });
    expect(new Set(found.map((m) => m.abn)).size).toBe(100);
  });

  it('with activeOnly an entity that is not Active is an error, and a name search leaves it out', async () => {
    const cancelled = entity({ abnStatus: 'Cancelled' });
    const { provider } = countingProvider({
      searchByAbn: async () => cancelled,
      searchByName: async () => ({
        matches: [{ abn: cancelled.abn, abnStatus: 'Cancelled', name: cancelled.entityName, nameType: 'entity', score: 100 }],
        exceedsMaximum: false,
      }),
    });
    const search = createRegisterSearch({ provider, cacheSeconds: 0 });
    expect(await search({ q: cancelled.abn })).toMatchObject({ entity: { abnStatus: 'Cancelled' } });
    const refused = await refusalOf(search({ q: cancelled.abn, activeOnly: true }));
    expect({ code: refused.code, key: refused.messageKey, params: refused.params }).toEqual({
      code: 'REGISTER_ERR_NOT_ACTIVE',
      key: 'registerNotActive',
      params: ['business', 'ABN'],
    });
    expect((await refusalOf(search({ q: 'harbour', activeOnly: true }))).code).toBe('REGISTER_ERR_NO_RESULTS');
  });

  it('with requireAcn an ABN result without an ACN is an error', async () => {
    const trust = entity({ abn: '84380513071', acn: undefined, entityTypeCode: 'DTT' });
    const { provider } = countingProvider({ searchByAbn: async () => trust });
    const search = createRegisterSearch({ provider, cacheSeconds: 0 });
    expect(await search({ q: trust.abn })).toMatchObject({ kind: 'abn' });
    const refused = await refusalOf(search({ q: trust.abn, requireAcn: true }));
    expect({ code: refused.code, key: refused.messageKey, params: refused.params }).toEqual({
      code: 'REGISTER_ERR_NO_ACN',
      key: 'registerNoAcn',
      params: ['company', 'ABN'],
    });
  });

  it('no result and a failing register both answer the no-results message; failures are reported, never cached', async () => {
    let failing = true;
    const failures: string[] = [];
    const { provider, calls } = countingProvider({
      searchByAbn: async () => {
        if (failing) throw new BusinessRegisterError('unavailable', 'HTTP 503');
        return undefined;
      },
      searchByName: async () => {
        throw new BusinessRegisterError('invalidSearch', 'SEARCH: Search text is invalid for name search');
      },
    });
    const search = createRegisterSearch({ provider, cacheSeconds: 300, onFailure: (e) => failures.push(e.failure) });
    const down = await refusalOf(search({ q: '70331724602' }));
    expect({ code: down.code, status: down.statusCode, key: down.messageKey, params: down.params }).toEqual({
      code: 'REGISTER_ERR_UNAVAILABLE',
      status: 503,
      key: 'registerNoResults',
      params: ['business', 'ABN'],
    });
    failing = false;
    const none = await refusalOf(search({ q: '70331724602' }));
    expect({ code: none.code, status: none.statusCode, key: none.messageKey }).toEqual({
      code: 'REGISTER_ERR_NO_RESULTS',
      status: 404,
      key: 'registerNoResults',
    });
    expect(calls).toEqual(['abn 70331724602', 'abn 70331724602']);
    const refusedText = await refusalOf(search({ q: '%%%', requireAcn: true }));
    expect({ code: refusedText.code, params: refusedText.params }).toEqual({ code: 'REGISTER_ERR_NO_RESULTS', params: ['company', 'ACN'] });
    expect(failures).toEqual(['unavailable', 'invalidSearch']);
  });

  it("builds the message from the catalogue's text", async () => {
    const { provider } = countingProvider({ searchByAcn: async () => undefined });
    const refused = await refusalOf(createRegisterSearch({ provider, cacheSeconds: 0 })({ q: '048243205' }));
    expect(refused.message).toBe('No business with that name or ACN is on the business register.');
    expect(refused.toBody({ registerNoResults: 'No {0} or {1} found.' }).message).toBe('No business or ACN found.');
  });
});
