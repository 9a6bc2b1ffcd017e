/**
 * An address on one line as Australia Post writes it, and what is inside the building as the
 * application's one unit field keeps it.
 */
import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../src/engine/address/format-address';
import { isBareUnit, subPremiseOf } from '../../src/engine/address/sub-premise';

const street = { streetNumber: '80', streetName: 'Collins', streetType: 'Street', suburb: 'Melbourne', state: 'VIC', postcode: '3000' };

describe('formatAddress', () => {
  it('joins a unit to the number with a slash, and writes a level, suite or shop before it', () => {
    expect(formatAddress({ ...street, unitNumber: '4' })).toBe('4/80 Collins Street, Melbourne VIC 3000');
    expect(formatAddress({ ...street, unitNumber: 'G01' })).toBe('G01/80 Collins Street, Melbourne VIC 3000');
    expect(formatAddress({ ...street, unitNumber: 'Level 3' })).toBe('Level 3, 80 Collins Street, Melbourne VIC 3000');
    expect(formatAddress({ ...street, unitNumber: 'U4 L3' })).toBe('U4 L3, 80 Collins Street, Melbourne VIC 3000');
    expect(formatAddress(street)).toBe('80 Collins Street, Melbourne VIC 3000');
    expect(formatAddress({ suburb: 'Melbourne', state: 'VIC', postcode: '3000' })).toBe('Melbourne VIC 3000');
  });
});

describe('subPremiseOf', () => {
  it('keeps a unit bare, a level, suite or shop with its word, and two at once abbreviated', () => {
    expect(subPremiseOf({ unit: '4a' })).toBe('4A');
    expect(subPremiseOf({ level: '3' })).toBe('Level 3');
    expect(subPremiseOf({ level: 'g' })).toBe('Ground');
    expect(subPremiseOf({ suite: '2' })).toBe('Suite 2');
    expect(subPremiseOf({ shop: '5' })).toBe('Shop 5');
    expect(subPremiseOf({ unit: '4', level: '3' })).toBe('U4 L3');
    expect(subPremiseOf({ shop: '12', level: '1' })).toBe('SHOP12 L1');
    expect(subPremiseOf({})).toBeUndefined();
    expect([isBareUnit('4'), isBareUnit('G01'), isBareUnit('Level 3')]).toEqual([true, true, false]);
  });
});
