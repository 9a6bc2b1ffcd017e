/**
 * The built-in address provider: Australia only, offline, from the gazetteer of localities
 * (localities.ts) and the streets it knows (sandbox-streets.ts). It answers like a hosted service:
 * suggestions as the applicant types (streets, or suburbs while only a suburb is typed), nearest
 * first when the browser sent a position, the parts of a pick, and the suburb at a point.
 *
 * It offers as found only what it knows: a real suburb, or a known street in it. A street it
 * does not know, typed in full beside a suburb it knows, comes back as `typed` (the applicant's
 * own, for them to confirm), after the known streets a slip away from it as `corrected` ('Did
 * you mean'); never dressed up as found.
 *
 * Like the hosted service when it is down: a search with the word 'unavailable', and the point
 * 0,0, fail.
 */
import { formatAddress } from '../../../../engine/address/format-address';
import type { AddressSuggestionKind } from '../../../../engine/contract/address.contract';
import { AddressProviderError, type AddressParts, type AddressProvider, type AddressSuggestion, type Coordinates } from '../address-provider';
import { loadLocalities, placeName, type Locality } from './localities';
import { readAddressInput, type AddressInput } from './read-address-input';
import { streetsOf, streetTypeOf } from './sandbox-streets';
import { isNearName } from './street-corrections';

export const GAZETTEER_UNAVAILABLE_WORD = 'unavailable';
/** A point further than this from every locality has no address (the sea, the desert, abroad). */
const NEAREST_WITHIN_KM = 25;
/** Localities considered for one reading of the input: enough for any suburb name's prefix. */
const MAX_LOCALITIES = 60;

interface Candidate {
  parts: Omit<AddressParts, 'formatted' | 'country'>;
  locality: Locality;
  kind: AddressSuggestionKind;
  /**
   * 0 ranks first: a street in a suburb the applicant named, then a street anywhere, then a street
   * in a suburb named by a letter or two ('12 George St' is more likely George Street than
   * George Parade, St Albans), then suburbs.
   */
  tier: number;
  /** The suburb typed in full: Sydney before Sydenham for 'syd'. */
  exact: boolean;
}

/** Within a tier: what the gazetteer knows before what it guesses before what it cannot check. */
const KIND_RANK: Readonly<Record<AddressSuggestionKind, number>> = { found: 0, corrected: 1, typed: 2 };

interface Index {
  localities: Locality[];
  /** 'george street' -> the localities where the gazetteer knows it. */
  byStreet: Map<string, Locality[]>;
}

let indexing: Promise<Index> | undefined;

function index(): Promise<Index> {
  indexing ??= loadLocalities().then((localities) => {
    const byStreet = new Map<string, Locality[]>();
    for (const locality of localities) {
      for (const street of streetsOf(locality)) {
        const key = street.toLowerCase();
        const list = byStreet.get(key) ?? byStreet.set(key, []).get(key)!;
        list.push(locality);
      }
    }
    return { localities, byStreet };
  });
  return indexing;
}

/** Kilometres between two points (an equirectangular approximation: plenty for ordering). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/** Typed street words against a street ('george st' against 'george street'); the last word may be partial. */
function streetMatches(street: string, words: readonly string[]): boolean {
  const parts = street.split(' ');
  if (words.length > parts.length) return false;
  return words.every((word, i) => {
    const full = streetTypeOf(word);
    if (parts[i] === word || (full !== undefined && parts[i] === full && i === parts.length - 1)) return true;
    return i === words.length - 1 && parts[i].startsWith(word);
  });
}

/**
 * A street typed in full: its name words then a type ('xyzzy rd' -> 'xyzzy road'), or undefined
 * while the type is still to come.
 */
function typedStreetOf(streetWords: readonly string[]): { name: string; street: string } | undefined {
  if (streetWords.length < 2) return undefined;
  const type = streetTypeOf(streetWords[streetWords.length - 1]);
  if (!type) return undefined;
  const name = streetWords.slice(0, -1).join(' ');
  return { name, street: `${name} ${type}` };
}

/** The known streets near a typed one that is not known: 'colins st' -> 'collins street'. */
function correctionsOf(typed: { name: string; street: string }, streets: Iterable<string>): string[] {
  const out: string[] = [];
  for (const street of streets) {
    const words = street.split(' ');
    if (street !== typed.street && isNearName(typed.name, words.slice(0, -1).join(' '))) out.push(street);
  }
  return out;
}

function inFilters(locality: Locality, input: AddressInput): boolean {
  return (!input.state || locality.state === input.state) && (!input.postcode || locality.postcode === input.postcode);
}

function streetParts(input: AddressInput, street: string) {
  const words = street.split(' ');
  return {
    unitNumber: input.unitNumber,
    streetNumber: input.streetNumber,
    streetName: placeName(words.slice(0, -1).join(' ')),
    streetType: placeName(words[words.length - 1]),
  };
}

/** Every reading of the input: the first k words the street, the rest the suburb. */
function candidatesOf(input: AddressInput, { localities, byStreet }: Index): Candidate[] {
  const { words } = input;
  const found: Candidate[] = [];
  const add = (locality: Locality, street: string, kind: AddressSuggestionKind, tier: number, exact = false) =>
    found.push({ parts: streetParts(input, street), locality, kind, tier, exact });
  const localitiesNamed = (typed: readonly string[]) => {
    const prefix = typed.join(' ');
    const out: Locality[] = [];
    for (const l of localities) if (l.key.startsWith(prefix) && inFilters(l, input) && out.push(l) >= MAX_LOCALITIES) break;
    return out;
  };
  for (let k = 0; k <= words.length; k++) {
    const streetWords = words.slice(0, k);
    const suburbWords = words.slice(k);
    const typed = typedStreetOf(streetWords);
    if (k === 0) {
      if (words.length > 0 || input.postcode)
        for (const locality of localitiesNamed(words))
          found.push({
            parts: { suburb: locality.name, state: locality.state, postcode: locality.postcode },
            locality,
            kind: 'found',
            tier: 3,
            exact: locality.key === words.join(' '),
          });
      continue;
    }
    if (suburbWords.length === 0) {
      // No suburb yet: the known street anywhere, once enough of it is typed to mean something.
      if (streetWords.join(' ').length < 3) continue;
      let matched = false;
      for (const [street, places] of byStreet) {
        if (!streetMatches(street, streetWords)) continue;
        for (const locality of places) if (inFilters(locality, input) && add(locality, street, 'found', 1)) matched = true;
      }
      if (!matched && typed)
        for (const street of correctionsOf(typed, byStreet.keys()))
          for (const locality of byStreet.get(street)!) if (inFilters(locality, input)) add(locality, street, 'corrected', 1);
      continue;
    }
    const named = localitiesNamed(suburbWords);
    const suburbText = suburbWords.join(' ');
    const tier = suburbText.length >= 3 ? 0 : 2;
    // A suburb named in full takes the typed street alone: 'Manly', not Manly Vale as well.
    const namedInFull = named.some((l) => l.key === suburbText);
    for (const locality of named) {
      const streets = streetsOf(locality).map((s) => s.toLowerCase());
      const exact = locality.key === suburbText;
      let matched = false;
      for (const street of streets) if (streetMatches(street, streetWords) && add(locality, street, 'found', tier, exact)) matched = true;
      // A street typed in full that the gazetteer does not know here: the nearest known ones, and
      // the street as typed for the applicant to confirm.
      if (matched || !typed || (namedInFull && !exact)) continue;
      for (const street of correctionsOf(typed, streets)) add(locality, street, 'corrected', tier, exact);
      add(locality, typed.street, 'typed', tier, exact);
    }
  }
  // Once a known street matches, the street as typed stays only in suburbs named in full: '12 Pitt
  // St Syd' is Pitt Street, Sydney, not also an unchecked Pitt Street in Sydenham.
  const knownMatched = found.some((c) => c.kind !== 'typed' && c.tier < 3);
  return knownMatched ? found.filter((c) => c.kind !== 'typed' || c.exact) : found;
}

/** A suggestion's id: the kind's prefix and the parts, so `details` needs no memory of it. */
const ID_PREFIX: Readonly<Record<AddressSuggestionKind, string>> = { found: 'gz:', corrected: 'gz:', typed: 'gz-typed:' };

function suggestionOf(candidate: Candidate): AddressSuggestion {
  const { parts, locality, kind } = candidate;
  const street = parts.streetName !== undefined;
  const mainText = street ? formatAddress(parts) : locality.name;
  const secondaryText = street ? `${locality.name} ${locality.state} ${locality.postcode}` : `${locality.state} ${locality.postcode}`;
  const fields = [parts.unitNumber, parts.streetNumber, parts.streetName, parts.streetType, locality.name, locality.state, locality.postcode];
  const text = street ? `${mainText}, ${secondaryText}` : `${mainText} ${secondaryText}`;
  return { id: `${ID_PREFIX[kind]}${fields.map((f) => encodeURIComponent(f ?? '')).join('|')}`, kind, text, mainText, secondaryText };
}

function failIfUnavailable(words: readonly string[]): void {
  if (words.includes(GAZETTEER_UNAVAILABLE_WORD)) throw new AddressProviderError('unavailable', 'SANDBOX', 'The gazetteer is unavailable (sandbox)');
}

export function createGazetteerAddressProvider(): AddressProvider {
  return {
    id: 'gazetteer',
    mayCache: true,
    async prepare() {
      await index();
    },
    async suggest(text, { countries, near, maxResults }) {
      const input = readAddressInput(text);
      failIfUnavailable(input.words);
      if (!countries.includes('AU')) return [];
      const candidates = candidatesOf(input, await index());
      // Street addresses first when a street number was typed; suburbs first while only words were.
      const tierOrder = (tier: number) => (input.streetNumber || tier !== 3 ? tier : -1);
      const distance = (c: Candidate) => (near ? distanceKm(near, c.locality) : 0);
      candidates.sort(
        (a, b) =>
          tierOrder(a.tier) - tierOrder(b.tier) ||
          Number(b.exact) - Number(a.exact) ||
          KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
          distance(a) - distance(b) ||
          a.locality.key.length - b.locality.key.length ||
          a.locality.key.localeCompare(b.locality.key),
      );
      const seen = new Set<string>();
      const suggestions: AddressSuggestion[] = [];
      for (const candidate of candidates) {
        const suggestion = suggestionOf(candidate);
        if (seen.has(suggestion.id)) continue;
        seen.add(suggestion.id);
        if (suggestions.push(suggestion) >= maxResults) break;
      }
      return suggestions;
    },
    async details(id, { countries }) {
      const typed = id.startsWith(ID_PREFIX.typed);
      if ((!typed && !id.startsWith(ID_PREFIX.found)) || !countries.includes('AU')) return undefined;
      const fields = id
        .slice(typed ? ID_PREFIX.typed.length : ID_PREFIX.found.length)
        .split('|')
        .map((f) => decodeURIComponent(f) || undefined);
      if (fields.length !== 7) return undefined;
      const [unitNumber, streetNumber, streetName, streetType, suburb, state, postcode] = fields;
      const { localities } = await index();
      const locality = localities.find((l) => l.name === suburb && l.state === state && l.postcode === postcode);
      const tooLong = [unitNumber, streetNumber].some((f) => (f?.length ?? 0) > 10) || [streetName, streetType].some((f) => (f?.length ?? 0) > 40);
      if (!locality || tooLong) return undefined;
      // A found street must be one the gazetteer knows there; only a typed one may be anything.
      const street = [streetName, streetType].filter(Boolean).join(' ');
      if (!typed && streetName !== undefined && !streetsOf(locality).includes(street)) return undefined;
      if (typed && (streetName === undefined || streetType === undefined)) return undefined;
      const parts = { unitNumber, streetNumber, streetName, streetType, suburb: locality.name, state: locality.state, postcode: locality.postcode };
      return { ...Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined)), country: 'AU', formatted: formatAddress(parts) };
    },
    async addressAt(at, { countries }) {
      if (at.lat === 0 && at.lng === 0) throw new AddressProviderError('unavailable', 'SANDBOX', 'The gazetteer is unavailable (sandbox)');
      if (!countries.includes('AU')) return undefined;
      let nearest: Locality | undefined;
      let best = Infinity;
      for (const locality of (await index()).localities) {
        const km = distanceKm(at, locality);
        if (km < best) [nearest, best] = [locality, km];
      }
      if (!nearest || best > NEAREST_WITHIN_KM) return undefined;
      const parts = { suburb: nearest.name, state: nearest.state, postcode: nearest.postcode };
      return { ...parts, country: 'AU', formatted: formatAddress(parts) };
    },
  };
}
