/**
 * The addresses an application holds (spec 01 section 7, 'Get addresses for an application'): the
 * business's, the applicant's and each co-owner's, named as address sessions name their owners,
 * with the required parts still missing (spec 01 section 5: street number, name and type, suburb,
 * state and postcode), so a confirm page can say which address to finish.
 */
import type { ApplicationAddress } from '../../../engine/contract/address.contract';
import { formatAddress } from '../../../engine/address/format-address';

const FIELDS = ['unitNumber', 'streetNumber', 'streetName', 'streetType', 'city', 'state', 'postalCode'] as const;
const REQUIRED = ['streetNumber', 'streetName', 'streetType', 'city', 'state', 'postalCode'] as const;

type Holder = Record<string, unknown>;

const isHolder = (value: unknown): value is Holder => typeof value === 'object' && value !== null && !Array.isArray(value);

function addressOf(ownerId: string, holder: Holder): ApplicationAddress {
  const parts: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of FIELDS) {
    const value = holder[field];
    if (typeof value === 'string' && value.trim() !== '') parts[field] = value.trim();
  }
  const missing = REQUIRED.filter((field) => parts[field] === undefined);
  const formatted = formatAddress({ ...parts, suburb: parts.city, postcode: parts.postalCode });
  return { ownerId, ...parts, formatted, missing, complete: missing.length === 0 };
}

export function applicationAddresses(data: Record<string, unknown>): ApplicationAddress[] {
  const addresses: ApplicationAddress[] = [];
  if (isHolder(data.business)) addresses.push(addressOf('business', data.business));
  const [applicant] = Array.isArray(data.owners) ? data.owners : [];
  if (isHolder(applicant)) addresses.push(addressOf('owners/0', applicant));
  const coOwners = Array.isArray(data.coOwners) ? data.coOwners : [];
  coOwners.forEach((coOwner, index) => {
    if (isHolder(coOwner)) addresses.push(addressOf(`coOwners/${index}`, coOwner));
  });
  return addresses;
}
