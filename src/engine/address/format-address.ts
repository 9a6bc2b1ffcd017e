/**
 * An address on one line, the way Australia Post writes it: unit and number joined by a slash,
 * then the street, then the suburb, state and postcode ('3/12 George Street, Sydney NSW 2000').
 */
export interface AddressLine {
  unitNumber?: string;
  streetNumber?: string;
  streetName?: string;
  streetType?: string;
  suburb?: string;
  state?: string;
  postcode?: string;
}

export function formatAddress(a: AddressLine): string {
  const number = [a.unitNumber, a.streetNumber].filter(Boolean).join('/');
  const street = [number, a.streetName, a.streetType].filter(Boolean).join(' ');
  const place = [a.suburb, a.state, a.postcode].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
