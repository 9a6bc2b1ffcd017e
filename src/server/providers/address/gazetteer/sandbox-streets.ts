/**
 * Streets for the gazetteer's suggestions. The postcode data has no streets, so each locality is
 * given a fixed handful of plausible ones (common Australian street names and types, picked by a
 * hash of the locality: the same suburb always has the same streets), and a street the applicant
 * types in full ('5 Wattle Grove, Manly') is offered in the suburbs it matches, so any real
 * address can be picked. The applicant's own street stays theirs: the fields remain editable.
 */
import type { Locality } from './localities';

const NAMES = [
  'George',
  'King',
  'Queen',
  'Victoria',
  'Elizabeth',
  'William',
  'Albert',
  'Church',
  'Station',
  'High',
  'Main',
  'Railway',
  'Park',
  'Bridge',
  'Hill',
  'Market',
  'Wattle',
  'Banksia',
  'Acacia',
  'Boundary',
  'Beach',
  'Ocean',
  'River',
  'Anzac',
  'Mitchell',
  'Macquarie',
  'Hume',
  'Flinders',
  'Bourke',
  'Collins',
  'Pitt',
  'Harbour',
  'Rosella',
  'Kookaburra',
  'Waratah',
  'Jacaranda',
  'Grevillea',
  'Ironbark',
  'Currawong',
  'Lachlan',
  'Murray',
  'Darling',
  'Cook',
  'Phillip',
  'Lawson',
  'Wentworth',
  'Blaxland',
  'Oxley',
  'Sturt',
  'Forrest',
  'Light',
  'Stirling',
  'Barton',
  'Deakin',
  'Parkes',
  'Mary',
  'Bay',
  'Short',
  'School',
  'Mill',
];

/** Full street types and the abbreviations people type for them (Australia Post's list, in part). */
export const STREET_TYPES: Readonly<Record<string, readonly string[]>> = {
  street: ['st', 'str'],
  road: ['rd'],
  avenue: ['ave', 'av'],
  parade: ['pde'],
  crescent: ['cres', 'cr', 'cresc'],
  lane: ['ln', 'la'],
  drive: ['dr', 'drv'],
  place: ['pl'],
  court: ['ct', 'crt'],
  terrace: ['tce', 'terr'],
  way: ['wy'],
  close: ['cl'],
  esplanade: ['esp'],
  grove: ['gr', 'gve'],
  circuit: ['cct', 'cir'],
  highway: ['hwy'],
  boulevard: ['blvd', 'bvd'],
  square: ['sq'],
};

/** Common types more often, as in a real suburb. */
const PICKED_TYPES = [
  'Street',
  'Street',
  'Street',
  'Road',
  'Road',
  'Avenue',
  'Parade',
  'Crescent',
  'Lane',
  'Drive',
  'Place',
  'Court',
  'Terrace',
  'Way',
  'Close',
  'Grove',
];

const STREETS_PER_LOCALITY = 10;

/** The full type an abbreviation or full type stands for ('st' -> 'street'), if it is one. */
export function streetTypeOf(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w in STREET_TYPES) return w;
  return Object.keys(STREET_TYPES).find((type) => STREET_TYPES[type].includes(w));
}

/** FNV-1a: a fixed, well-spread number for a text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The locality's streets, e.g. ['George Street', 'Wattle Grove', ...]: the same every time. */
export function streetsOf(locality: Pick<Locality, 'key' | 'postcode'>): string[] {
  const seed = hash(`${locality.key}|${locality.postcode}`);
  const streets: string[] = [];
  const used = new Set<string>();
  for (let i = 0; streets.length < STREETS_PER_LOCALITY; i++) {
    const name = NAMES[(seed + i * 7919) % NAMES.length];
    if (used.has(name)) continue;
    used.add(name);
    streets.push(`${name} ${PICKED_TYPES[hash(`${seed}|${name}`) % PICKED_TYPES.length]}`);
  }
  return streets;
}
