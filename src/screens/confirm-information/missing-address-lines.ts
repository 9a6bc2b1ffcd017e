/**
 * The missing-address message's lines (spec 01 'Confirm information'): for each address the
 * server finds incomplete (GET /api/apps/:id/addresses), whose it is and which required parts it
 * lacks, in the catalogue's words: "Business address: street type, postcode". A co-owner is
 * named from the application when their name is there, else by their place in the list.
 */
import type { ApplicationAddress } from '../../engine/contract/address.contract';
import { getAt } from '../../engine/json-pointer';
import { messageText, type MessageCatalogue } from '../../engine/validation/messages';

export interface MissingAddressLine {
  /** Whose address, as the server names it: `business`, `owners/0`, `coOwners/<n>`. */
  ownerId: string;
  text: string;
}

/** The catalogue key of each part the server may list as missing, by the application's field name. */
const PART_KEYS: Readonly<Record<string, string>> = {
  streetNumber: 'addressPartStreetNumber',
  streetName: 'addressPartStreetName',
  streetType: 'addressPartStreetType',
  city: 'addressPartSuburb',
  state: 'addressPartState',
  postalCode: 'addressPartPostcode',
};

type Person = { firstName?: unknown; lastName?: unknown };

function whoseAddress(ownerId: string, data: unknown, text: (key: string, params?: unknown[]) => string): string {
  if (ownerId === 'business') return text('addressOfBusiness');
  if (ownerId === 'owners/0') return text('addressOfApplicant');
  const coOwner = /^coOwners\/(\d+)$/.exec(ownerId);
  if (!coOwner) return ownerId;
  const person = (getAt(data, `/${ownerId}`) ?? {}) as Person;
  const name = [person.firstName, person.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  return name ? text('addressOfCoOwner', [name]) : text('addressOfCoOwnerAt', [Number(coOwner[1]) + 1]);
}

export function missingAddressLines(addresses: readonly ApplicationAddress[], data: unknown, catalogue: MessageCatalogue): MissingAddressLine[] {
  const text = (key: string, params: unknown[] = []) => messageText(catalogue, key, params);
  // A part the catalogue has no word for is named as the server names it, never as the generic blank message.
  const part = (field: string) => (PART_KEYS[field] && Object.hasOwn(catalogue, PART_KEYS[field]) ? catalogue[PART_KEYS[field]] : field);
  return addresses
    .filter((address) => !address.complete)
    .map((address) => ({
      ownerId: address.ownerId,
      text: text('addressMissingParts', [whoseAddress(address.ownerId, data, text), address.missing.map(part).join(', ')]),
    }));
}
