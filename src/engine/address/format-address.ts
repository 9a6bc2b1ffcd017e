/**
 * An address on one line, the way Australia Post writes it: a unit and the number joined by a
 * slash, a level, suite or shop before the number with a comma, then the street, then the suburb,
 * state and postcode ('3/12 George Street, Sydney NSW 2000'; 'Level 3, 80 Collins Street,
 * Melbourne VIC 3000').
 */
import type { AddressLine } from '../contract/address.contract';
import { isBareUnit } from './sub-premise';

export type { AddressLine };

export function formatAddress(a: AddressLine): string {
  const slashed = a.unitNumber && isBareUnit(a.unitNumber);
  const number = slashed ? [a.unitNumber, a.streetNumber].filter(Boolean).join('/') : a.streetNumber;
  const street = [number, a.streetName, a.streetType].filter(Boolean).join(' ');
  const place = [a.suburb, a.state, a.postcode].filter(Boolean).join(' ');
  return [slashed ? undefined : a.unitNumber, street, place].filter(Boolean).join(', ');
}
