/**
 * The build's assembled journeys (src/generated/journeys/<product>.json, one a product) and their
 * message catalogue (src/generated/catalogue.json), read where they enter the browser: the files
 * are written by tools/precompile-validators.ts from journeys `journey validate` checked, so their
 * shape is checked here only as far as telling a stale or foreign file apart.
 */
import type { MessageCatalogue } from '../validation/messages';
import type { Journey } from './journey.types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isJourney(value: unknown): value is Journey {
  return isRecord(value) && typeof value.product === 'string' && Array.isArray(value.steps) && isRecord(value.lifecycle);
}

function isCatalogue(value: unknown): value is MessageCatalogue {
  return isRecord(value) && Object.values(value).every((text) => typeof text === 'string');
}

/** One product's journey, as its generated module holds it. */
export function readGeneratedJourney(file: unknown, product: string): Journey {
  if (!isJourney(file) || file.product !== product) {
    throw new Error(`src/generated/journeys/${product}.json does not hold the journey of ${product}: run npm run generate`);
  }
  return file;
}

export function readGeneratedCatalogue(file: unknown): MessageCatalogue {
  if (!isCatalogue(file)) throw new Error('src/generated/catalogue.json does not hold a message catalogue: run npm run generate');
  return file;
}
