/** The business register's rules the browser and the server share (spec 02 sections 5 and 8). */
import { describe, expect, it } from 'vitest';
import { legalEntityTypeOf } from '../../src/engine/business-register/legal-entity-type-of';
import { readRegisterQuery } from '../../src/engine/business-register/read-register-query';
import { registerMessageParams } from '../../src/engine/business-register/register-message-params';

describe('readRegisterQuery: the input cleaned as spec 02 section 5 says', () => {
  it('11 digits, spaces removed, is an ABN', () => {
    expect(readRegisterQuery('70331724602')).toEqual({ kind: 'abn', value: '70331724602' });
    expect(readRegisterQuery(' 70 331 724 602 ')).toEqual({ kind: 'abn', value: '70331724602' });
  });

  it('9 digits, spaces removed, is an ACN', () => {
    expect(readRegisterQuery('048243205')).toEqual({ kind: 'acn', value: '048243205' });
    expect(readRegisterQuery('048 243 205')).toEqual({ kind: 'acn', value: '048243205' });
  });

  it('3 or more other characters are a name, trimmed and with single spaces', () => {
    expect(readRegisterQuery('  Harbour   View ')).toEqual({ kind: 'name', value: 'Harbour View' });
    expect(readRegisterQuery('abc')).toEqual({ kind: 'name', value: 'abc' });
    // Digits that are neither an ABN nor an ACN are other characters.
    expect(readRegisterQuery('7033172460')).toEqual({ kind: 'name', value: '7033172460' });
    expect(readRegisterQuery('70-331-724-602')).toEqual({ kind: 'name', value: '70-331-724-602' });
  });

  it('fewer than 3 characters are no search', () => {
    for (const input of ['', '  ', 'ab', ' a b', '12']) expect(readRegisterQuery(input), input).toBeUndefined();
  });
});

describe('legalEntityTypeOf: the register entity type code as the journey legal entity type', () => {
  it.each([
    ['PRV', 'COMPANY'],
    ['PUB', 'COMPANY'],
    ['DTT', 'TRUST'],
    ['DIT', 'TRUST'],
    ['FXT', 'TRUST'],
    ['FUT', 'TRUST'],
    ['HYT', 'TRUST'],
    ['PUT', 'TRUST'],
    ['TRT', 'TRUST'],
    ['PTR', 'PARTNERSHIP'],
    ['FPT', 'PARTNERSHIP'],
    ['LPT', 'PARTNERSHIP'],
    ['IND', 'SOLE_TRADER'],
    [' prv ', 'COMPANY'],
  ])('%s is %s', (code, type) => {
    expect(legalEntityTypeOf(code)).toBe(type);
  });

  it('leaves any other code, and none, to the applicant', () => {
    for (const code of ['UIE', 'SMF', 'CGE', 'OIE', 'XYZ', '', undefined]) expect(legalEntityTypeOf(code), String(code)).toBeUndefined();
  });
});

describe('registerMessageParams: the name type and number type of the messages', () => {
  it('names a business and the number searched by, or the ABN for a name search', () => {
    expect(registerMessageParams('abn', false)).toEqual(['business', 'ABN']);
    expect(registerMessageParams('acn', false)).toEqual(['business', 'ACN']);
    expect(registerMessageParams('name', false)).toEqual(['business', 'ABN']);
    expect(registerMessageParams(undefined, false)).toEqual(['business', 'ABN']);
  });

  it('names a company, and the ACN for a name search, when an ACN is required', () => {
    expect(registerMessageParams('name', true)).toEqual(['company', 'ACN']);
    expect(registerMessageParams('abn', true)).toEqual(['company', 'ABN']);
  });
});
