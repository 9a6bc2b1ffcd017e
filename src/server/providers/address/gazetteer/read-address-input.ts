/**
 * What the applicant typed, read the way people write Australian addresses: an optional unit
 * ('3/12', 'Unit 3 12', 'U3 12'), a street number ('12', '12A', '12-14'), then the street and the
 * suburb in words, with a state or a postcode anywhere ('12 George St Sydney NSW 2000').
 */

export interface AddressInput {
  unitNumber?: string;
  streetNumber?: string;
  /** The street and suburb words, lower case. */
  words: string[];
  state?: string;
  postcode?: string;
}

const STATES = new Set(['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa']);
const UNIT_WORDS = new Set(['unit', 'u', 'apt', 'apartment', 'flat', 'suite', 'shop', 'villa']);
const NUMBER = /^\d{1,5}[a-z]?(?:-\d{1,5}[a-z]?)?$/;

export function readAddressInput(text: string): AddressInput {
  const tokens = text
    .toLowerCase()
    .replace(/[^a-z0-9/' -]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const input: AddressInput = { words: [] };
  let i = 0;
  const slash = /^(\d{1,5}[a-z]?)\/(\d{1,5}[a-z]?(?:-\d{1,5}[a-z]?)?)$/.exec(tokens[0] ?? '');
  const glued = /^(?:u|unit|apt)(\d{1,5}[a-z]?)$/.exec(tokens[0] ?? '');
  if (slash) {
    [input.unitNumber, input.streetNumber] = [slash[1], slash[2]];
    i = 1;
  } else if (UNIT_WORDS.has(tokens[0] ?? '') && NUMBER.test(tokens[1] ?? '')) {
    input.unitNumber = tokens[1];
    i = 2;
  } else if (glued) {
    input.unitNumber = glued[1];
    i = 1;
  }
  // A lone 4-digit number is a postcode being looked for, not a street number.
  const lonePostcode = tokens.length === 1 && /^\d{4}$/.test(tokens[0]);
  if (!input.streetNumber && !lonePostcode && NUMBER.test(tokens[i] ?? '')) input.streetNumber = tokens[i++];
  for (const token of tokens.slice(i)) {
    if (STATES.has(token)) input.state = token.toUpperCase();
    else if (/^\d{4}$/.test(token)) input.postcode = token;
    else if (token !== '/' && token !== '-') input.words.push(token);
  }
  input.unitNumber = input.unitNumber?.toUpperCase();
  input.streetNumber = input.streetNumber?.toUpperCase();
  return input;
}
