/**
 * Reads the journeys folder from disk: every `*.journey.json`, the fragments they include,
 * the schema documents their `$ref`s name and the message catalogue.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { assembleJourney } from '../../engine/journey/assemble-journey';
import type { Journey, JourneyFile, JourneyFragment } from '../../engine/journey/journey.types';
import type { JsonSchema } from '../../engine/json-schema.types';
import type { MessageCatalogue } from '../../engine/validation/messages';

export interface JourneySource {
  file: string;
  text: string;
  json: JourneyFile;
}

export interface JourneyFolder {
  sources: JourneySource[];
  fragments: Record<string, { file: string; text: string; json: JourneyFragment }>;
  documents: Record<string, JsonSchema>;
  catalogue: MessageCatalogue;
}

export const CATALOGUE_FILE = 'messages.en-AU.json';

async function readJson(file: string): Promise<{ text: string; json: unknown }> {
  const text = await readFile(file, 'utf8');
  return { text, json: JSON.parse(text) };
}

export async function readJourneyFolder(journeysDir: string, schemasDir = path.join(journeysDir, '..', 'schemas')): Promise<JourneyFolder> {
  const names = (await readdir(journeysDir)).filter((n) => n.endsWith('.journey.json')).sort();
  const sources: JourneySource[] = [];
  const fragments: JourneyFolder['fragments'] = {};
  for (const name of names) {
    const file = path.join(journeysDir, name);
    const { text, json } = await readJson(file);
    const journey = json as JourneyFile;
    sources.push({ file, text, json: journey });
    for (const include of journey.includes ?? []) {
      if (fragments[include]) continue;
      const fragmentFile = path.join(journeysDir, include);
      const read = await readJson(fragmentFile).catch(() => undefined);
      if (read) fragments[include] = { file: fragmentFile, text: read.text, json: read.json as JourneyFragment };
    }
  }
  const documents: Record<string, JsonSchema> = {};
  for (const name of (await readdir(schemasDir)).filter((n) => n.endsWith('.schema.json'))) {
    documents[name] = (await readJson(path.join(schemasDir, name))).json as JsonSchema;
  }
  const catalogue = (await readJson(path.join(journeysDir, CATALOGUE_FILE))).json as MessageCatalogue;
  return { sources, fragments, documents, catalogue };
}

export function assembleFolder(folder: JourneyFolder): Journey[] {
  const fragmentJson = Object.fromEntries(Object.entries(folder.fragments).map(([k, v]) => [k, v.json]));
  return folder.sources.map((s) => assembleJourney(s.json, fragmentJson, folder.documents));
}
