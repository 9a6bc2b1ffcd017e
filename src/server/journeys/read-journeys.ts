/**
 * Reads the journeys folder from disk: every `*.journey.json` with its product's own texts
 * (`<name>.messages.en-AU.json` beside it, when there is one), the fragments they include, the
 * schema documents their `$ref`s name and the shared message catalogue.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { assembleJourney } from '../../engine/journey/assemble-journey';
import type { Journey, JourneyFile, JourneyFragment } from '../../engine/journey/journey.types';
import type { JsonSchema } from '../../engine/json-schema.types';
import type { MessageCatalogue } from '../../engine/validation/messages';
import { jsonSyntaxError } from './validate/json-text';

export interface JourneySource {
  file: string;
  text: string;
  json: JourneyFile;
  /** The product's own texts, over the shared catalogue's for this product only; absent when it has none. */
  messages?: { file: string; text: string; json: MessageCatalogue };
}

export interface JourneyFolder {
  sources: JourneySource[];
  fragments: Record<string, { file: string; text: string; json: JourneyFragment }>;
  documents: Record<string, JsonSchema>;
  catalogue: MessageCatalogue;
  /** The catalogue's file as written, for the faults its parsed value hides (a key written twice). */
  catalogueSource?: { file: string; text: string };
}

export const CATALOGUE_FILE = 'messages.en-AU.json';

/** The file of a journey's own texts: `tl.journey.json` has `tl.messages.en-AU.json`. */
export const productMessagesFile = (journeyFile: string) => journeyFile.replace(/\.journey\.json$/, `.${CATALOGUE_FILE}`);

/** A journeys-folder file that is not JSON, at the place of the fault. */
export class JourneyFileSyntaxError extends Error {
  readonly code = 'JOURNEY_ERR_JSON';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly detail: string,
  ) {
    super(`${file}:${line}:${column} ${detail}`);
    this.name = 'JourneyFileSyntaxError';
  }
}

async function readJson(file: string): Promise<{ text: string; json: unknown }> {
  const text = await readFile(file, 'utf8');
  try {
    return { text, json: JSON.parse(text) };
  } catch (error) {
    const fault = jsonSyntaxError(text);
    throw new JourneyFileSyntaxError(file, fault?.line ?? 1, fault?.column ?? 1, fault?.message ?? `invalid JSON: ${String(error)}`);
  }
}

export async function readJourneyFolder(journeysDir: string, schemasDir = path.join(journeysDir, '..', 'schemas')): Promise<JourneyFolder> {
  const names = (await readdir(journeysDir)).filter((n) => n.endsWith('.journey.json')).sort();
  const sources: JourneySource[] = [];
  const fragments: JourneyFolder['fragments'] = {};
  for (const name of names) {
    const file = path.join(journeysDir, name);
    const { text, json } = await readJson(file);
    const journey = json as JourneyFile;
    const messagesFile = productMessagesFile(file);
    const messages = existsSync(messagesFile) ? await readJson(messagesFile) : undefined;
    sources.push({
      file,
      text,
      json: journey,
      ...(messages ? { messages: { file: messagesFile, text: messages.text, json: messages.json as MessageCatalogue } } : {}),
    });
    for (const include of journey.includes ?? []) {
      if (fragments[include]) continue;
      const fragmentFile = path.join(journeysDir, include);
      // A fragment that is not there is the including journey's finding; one that is not JSON is its own, at its fault.
      const read = await readJson(fragmentFile).catch((error: unknown) => {
        if (error instanceof JourneyFileSyntaxError) throw error;
        return undefined;
      });
      if (read) fragments[include] = { file: fragmentFile, text: read.text, json: read.json as JourneyFragment };
    }
  }
  const documents: Record<string, JsonSchema> = {};
  for (const name of (await readdir(schemasDir)).filter((n) => n.endsWith('.schema.json'))) {
    documents[name] = (await readJson(path.join(schemasDir, name))).json as JsonSchema;
  }
  const catalogueFile = path.join(journeysDir, CATALOGUE_FILE);
  const catalogueRead = await readJson(catalogueFile);
  return {
    sources,
    fragments,
    documents,
    catalogue: catalogueRead.json as MessageCatalogue,
    catalogueSource: { file: catalogueFile, text: catalogueRead.text },
  };
}

export function assembleFolder(folder: JourneyFolder): Journey[] {
  const fragmentJson = Object.fromEntries(Object.entries(folder.fragments).map(([k, v]) => [k, v.json]));
  return folder.sources.map((s) => assembleJourney(s.json, fragmentJson, folder.documents, s.messages?.json));
}
