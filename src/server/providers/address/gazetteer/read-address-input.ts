/**
 * What the applicant typed, read the way people write Australian addresses: what is inside the
 * building first ('3/12', 'Unit 4/12', 'Level 3, 80', 'Suite 2, 1', 'Shop 5 ...', 'U3 12'), then
 * a street number ('12', '12A', '12-14'), then the street and the suburb in words, with a state
 * or a postcode anywhere ('12 George St Sydney NSW 2000').
 */
import { subPremiseOf, type SubPremise } from '../../../../engine/address/sub-premise';

export interface AddressInput {
  /** The sub-premise as the application's unit field keeps it ('3', 'Level 3', 'Suite 2'). */
  unitNumber?: string;
  streetNumber?: string;
  /** The street and suburb words, lower case. */
  words: string[];
  state?: string;
  postcode?: string;
}

const STATES = new Set(['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa']);
/** The words that name a sub-premise, by the kind they name (Australia Post's flat and floor types, in part). */
const KIND_OF_WORD: Readonly<Record<string, keyof SubPremise>> = {
  unit: 'unit',
  u: 'unit',
  apt: 'unit',
  apartment: 'unit',
  flat: 'unit',
  villa: 'unit',
  townhouse: 'unit',
  level: 'level',
  lvl: 'level',
  l: 'level',
  floor: 'level',
  fl: 'level',
  suite: 'suite',
  ste: 'suite',
  se: 'suite',
  shop: 'shop',
};
const NUMBER = /^\d{1,5}[a-z]?(?:-\d{1,5}[a-z]?)?$/;
const DESIGNATOR = /^(?:\d{1,4}[a-z]?|[a-z]\d{0,3})$/;
const SLASHED = /^([a-z]?\d{1,4}[a-z]?)\/(\d{1,5}[a-z]?(?:-\d{1,5}[a-z]?)?)$/;
const GLUED = /^(unit|apt|lvl|level|suite|shop|u|l|se)(\d{1,4}[a-z]?)$/;

function tokensOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9/' -]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The sub-premise at the start of the tokens and the street number it may carry ('4/12'), and
 * how many tokens it took. 'Ground floor' is level G.
 */
function readSubPremise(tokens: readonly string[]): { subPremise: SubPremise; streetNumber?: string; used: number } {
  const subPremise: SubPremise = {};
  let i = 0;
  while (i < tokens.length) {
    const [token, next] = [tokens[i], tokens[i + 1] ?? ''];
    const kind = KIND_OF_WORD[token];
    const glued = GLUED.exec(token);
    if ((token === 'ground' || token === 'g') && (next === 'floor' || next === 'level')) {
      subPremise.level = 'G';
      i += 2;
    } else if (kind && !subPremise[kind] && SLASHED.test(next)) {
      const [, designator, streetNumber] = SLASHED.exec(next)!;
      subPremise[kind] = designator;
      return { subPremise, streetNumber, used: i + 2 };
    } else if (kind && !subPremise[kind] && DESIGNATOR.test(next) && (kind !== 'level' || token !== 'l' || /\d/.test(next))) {
      subPremise[kind] = next;
      i += 2;
    } else if (glued && !subPremise[KIND_OF_WORD[glued[1]]]) {
      subPremise[KIND_OF_WORD[glued[1]]] = glued[2];
      i += 1;
    } else if (SLASHED.test(token) && !subPremise.unit) {
      const [, designator, streetNumber] = SLASHED.exec(token)!;
      subPremise.unit = designator;
      return { subPremise, streetNumber, used: i + 1 };
    } else break;
  }
  return { subPremise, used: i };
}

export function readAddressInput(text: string): AddressInput {
  const tokens = tokensOf(text);
  const input: AddressInput = { words: [] };
  const { subPremise, streetNumber, used } = readSubPremise(tokens);
  let i = used;
  input.streetNumber = streetNumber;
  // A lone 4-digit number is a postcode being looked for, not a street number.
  const lonePostcode = tokens.length === 1 && /^\d{4}$/.test(tokens[0]);
  if (!input.streetNumber && !lonePostcode && NUMBER.test(tokens[i] ?? '')) input.streetNumber = tokens[i++];
  for (const token of tokens.slice(i)) {
    if (STATES.has(token)) input.state = token.toUpperCase();
    else if (/^\d{4}$/.test(token)) input.postcode = token;
    else if (token !== '/' && token !== '-') input.words.push(token);
  }
  const unitNumber = subPremiseOf(subPremise);
  if (unitNumber) input.unitNumber = unitNumber;
  if (input.streetNumber) input.streetNumber = input.streetNumber.toUpperCase();
  else delete input.streetNumber;
  return input;
}
