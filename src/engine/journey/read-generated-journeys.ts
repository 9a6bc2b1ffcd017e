/**
 * The build's assembled journeys (src/generated/journeys.json), read where they enter the
 * browser: the file is written by tools/precompile-validators.ts from journeys `journey validate`
 * checked, so its shape is checked here only as far as telling a stale or foreign file apart.
 */
import type { MessageCatalogue } from '../validation/messages';
import type { Journey } from './journey.types';

export interface GeneratedJourneys {
  journeys: Journey[];
  catalogue: MessageCatalogue;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isJourney(value: unknown): value is Journey {
  return isRecord(value) && typeof value.product === 'string' && Array.isArray(value.steps) && isRecord(value.lifecycle);
}

function isCatalogue(value: unknown): value is MessageCatalogue {
  return isRecord(value) && Object.values(value).every((text) => typeof text === 'string');
}

export function readGeneratedJourneys(file: unknown): GeneratedJourneys {
  if (!isRecord(file)) throw new Error('src/generated/journeys.json is not an object: run npm run generate');
  const { journeys, catalogue } = file;
  if (!Array.isArray(journeys) || !journeys.every(isJourney) || !isCatalogue(catalogue)) {
    throw new Error('src/generated/journeys.json does not hold journeys and their catalogue: run npm run generate');
  }
  return { journeys, catalogue };
}
