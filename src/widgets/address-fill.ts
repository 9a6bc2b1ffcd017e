/**
 * What picking an address writes into the form: ui:options `fill` names the form property each
 * part goes to, so a step fills the fields it has (a co-owner's item fills its own fields).
 */
import type { AddressPartName, AddressParts } from '../engine/contract/address.contract';

/** The form property each address part goes to. */
export type AddressFill = { [Part in AddressPartName]?: string };

const STATES = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
const STREET_PARTS = ['unitNumber', 'streetNumber', 'streetName', 'streetType'] as const satisfies readonly AddressPartName[];
const PLACE_PARTS = ['suburb', 'state', 'postcode'] as const satisfies readonly AddressPartName[];

/**
 * The answers to set, by form property. A street address owns every address field: a part it
 * lacks is cleared (`undefined`), so no unit of an earlier pick lingers. A place without a street
 * (a suburb, found from the applicant's location) fills the suburb, state and postcode and leaves
 * the street the applicant typed.
 */
export function answersFromAddress(parts: AddressParts, fill: AddressFill): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const owned = parts.streetName !== undefined ? [...STREET_PARTS, ...PLACE_PARTS] : PLACE_PARTS;
  for (const part of owned) {
    const property = fill[part];
    if (!property) continue;
    const value = parts[part];
    answers[property] = part === 'state' && value !== undefined && !STATES.has(value) ? undefined : value;
  }
  return answers;
}
