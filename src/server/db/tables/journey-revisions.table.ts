import type { Selectable } from 'kysely';
import type { GeneratedTimestamp, Jsonb } from './column-types';
import type { Journey } from '../../../engine/journey/journey.types';

/** Every revision of a product's journey the server has started with: what a later release is compared with. */
export interface JourneyRevisionsTable {
  product: string;
  /** The content hash of the assembled journey (src/server/journeys/journey-revision.ts). */
  revision: string;
  /** The assembled journey as that revision had it. */
  journey: Jsonb<Journey>;
  first_started_at: GeneratedTimestamp;
}

export type JourneyRevisionRow = Selectable<JourneyRevisionsTable>;
