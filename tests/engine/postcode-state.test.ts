/**
 * The postcode and the state of an address agree (postcode-state.ts), as a custom keyword of the
 * engine on the object holding both: the error sits on the postcode with the catalogue's message,
 * in every step where the journey keeps an address.
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/engine/validation/create-ajv';
import { isPostcodeInState } from '../../src/engine/validation/postcode-state';
import { validateForm } from '../../src/engine/validation/validate-step';
import { tl } from './fixtures';

describe('isPostcodeInState', () => {
  it("takes each state's Australia Post ranges", () => {
    const valid: [string, string][] = [
      ['2000', 'NSW'],
      ['1230', 'NSW'],
      ['2999', 'NSW'],
      ['2600', 'ACT'],
      ['0200', 'ACT'],
      ['2913', 'ACT'],
      ['3000', 'VIC'],
      ['8001', 'VIC'],
      ['4000', 'QLD'],
      ['9726', 'QLD'],
      ['5000', 'SA'],
      ['6000', 'WA'],
      ['6798', 'WA'],
      ['7000', 'TAS'],
      ['0800', 'NT'],
      ['0999', 'NT'],
    ];
    for (const [postcode, state] of valid) expect(isPostcodeInState(postcode, state), `${postcode} ${state}`).toBe(true);
    const wrong: [string, string][] = [
      ['3000', 'NSW'],
      ['2600', 'NSW'],
      ['2000', 'ACT'],
      ['2000', 'VIC'],
      ['0800', 'QLD'],
      ['6000', 'SA'],
      ['7000', 'VIC'],
      ['5000', 'NT'],
    ];
    for (const [postcode, state] of wrong) expect(isPostcodeInState(postcode, state), `${postcode} ${state}`).toBe(false);
  });

  it('takes the postcodes that cross a border, and only for the states they serve', () => {
    expect(isPostcodeInState('4383', 'NSW')).toBe(true); // Jennings NSW, on a Queensland postcode
    expect(isPostcodeInState('3644', 'NSW')).toBe(true); // Barooga NSW, on a Victorian one
    expect(isPostcodeInState('2620', 'ACT')).toBe(true); // Hume ACT, on Queanbeyan's
    expect(isPostcodeInState('0872', 'SA')).toBe(true); // the APY lands
    expect(isPostcodeInState('0872', 'WA')).toBe(true);
    expect(isPostcodeInState('4383', 'VIC')).toBe(false);
    expect(isPostcodeInState('0872', 'QLD')).toBe(false);
  });

  it('leaves a malformed postcode or an unknown state to the other checks', () => {
    expect(isPostcodeInState('200', 'VIC')).toBe(true);
    expect(isPostcodeInState('2000', 'XX')).toBe(true);
    expect(isPostcodeInState(undefined, 'NSW')).toBe(true);
    expect(isPostcodeInState('2000', undefined)).toBe(true);
  });
});

describe('the postcodeInState keyword', () => {
  const schema = { type: 'object', postcodeInState: { postcode: 'postalCode', state: 'state' } };

  it('fails on the postcode, naming the state', () => {
    const validate = createAjv().compile(schema);
    expect(validate({ postalCode: '2000', state: 'NSW' })).toBe(true);
    expect(validate({ postalCode: '2000' })).toBe(true);
    expect(validate({ postalCode: '2000', state: 'VIC' })).toBe(false);
    expect(validate.errors).toEqual([
      expect.objectContaining({ instancePath: '/postalCode', keyword: 'postcodeInState', params: { state: 'VIC', stateProperty: 'state' } }),
    ]);
  });

  it('refuses a schema that does not name both properties', () => {
    expect(() => createAjv().compile({ type: 'object', postcodeInState: { postcode: 'postalCode' } })).toThrow();
  });

  it("gives the catalogue's message on every step that keeps an address", async () => {
    const cj = await tl();
    const text = 'This postcode is not in VIC. Please check the postcode and the state.';
    for (const step of ['MoreBusinessInfo', 'PersonalInfo']) {
      const errors = validateForm(cj, step, { state: 'VIC', postalCode: '2000' }, 'draft');
      expect(errors, step).toEqual([expect.objectContaining({ path: '/postalCode', key: 'postcodeNotInState', message: text, involves: ['/state'] })]);
      expect(validateForm(cj, step, { state: 'NSW', postalCode: '2000' }, 'draft'), step).toEqual([]);
    }
    const coOwners = validateForm(
      cj,
      'AdditionalOwners',
      {
        hasAdditionalOwners: true,
        coOwners: [
          { state: 'NSW', postalCode: '2095' },
          { state: 'VIC', postalCode: '2000' },
        ],
      },
      'draft',
    );
    expect(coOwners).toEqual([
      expect.objectContaining({ path: '/coOwners/1/postalCode', key: 'postcodeNotInState', message: text, involves: ['/coOwners/1/state'] }),
    ]);
  });

  it('a malformed postcode shows the postcode message, not the state one', async () => {
    const [error] = validateForm(await tl(), 'PersonalInfo', { state: 'VIC', postalCode: '20' }, 'draft');
    expect(error).toMatchObject({ path: '/postalCode', key: 'postalCodeInvalid' });
  });

  it('a state that names a member of every object is not a state: the enum reports it, nothing throws', async () => {
    for (const state of ['valueOf', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(isPostcodeInState('2000', state)).toBe(true);
      const errors = validateForm(await tl(), 'PersonalInfo', { state, postalCode: '2000' }, 'draft');
      expect(errors.find((e) => e.path === '/state')).toBeDefined();
      expect(errors.find((e) => e.key === 'postcodeNotInState')).toBeUndefined();
    }
  });
});
