/**
 * At start-up, before any request: the journeys this server runs against the applications the
 * database holds. Each product's revision is kept (`journey_revisions`); the applications saved
 * under another revision are grouped by place and compared with the revision they were saved
 * under (src/engine/release). One that would be stranded (its status gone, its stage no step's)
 * refuses the start unless the journey's `migrations` say where it goes; those it covers are moved
 * there, with their answers moved to where the journey now binds them, in one transaction with
 * an application_events row each (`journey_migrated`). Instances starting together take turns.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Journey } from '../../../engine/journey/journey.types';
import { diffJourneys } from '../../../engine/release/journey-diff';
import type { ReleaseFinding } from '../../../engine/release/release-finding';
import { migratedAnswers, migrationStep, strandedReason } from '../../../engine/release/stranded-place';
import type { Database } from '../../db/database';
import { countApplicationsNotAtRevision, lockApplicationsNotAtRevision } from '../../repositories/applications.repository';
import { findJourneyRevisions, holdJourneyReleaseLock, keepJourneyRevision } from '../../repositories/journey-revisions.repository';
import type { JourneyRelease } from '../application-rules';
import { recordApplicationChange } from '../applications/record-change';
import { JourneyReleaseError, type StrandedGroup } from './stranded-error';

export const JOURNEY_MIGRATED_EVENT = 'journey_migrated';

export interface EarlierRevision {
  /** Null: saved before revisions were kept. */
  revision: string | null;
  applications: number;
  findings: ReleaseFinding[];
}

export interface ReleaseOutcome {
  product: string;
  revision: string;
  earlier: EarlierRevision[];
  /** Applications moved by the journey's migrations. */
  migrated: number;
}

interface StoredGroup {
  revision: string | null;
  status: string;
  stage: string;
  count: number;
}

function storedGroups(trx: Transaction<Database>, release: JourneyRelease): Promise<StoredGroup[]> {
  return countApplicationsNotAtRevision(trx, release.product, release.revision);
}

async function earlierJourneys(trx: Transaction<Database>, product: string, revisions: string[]): Promise<Map<string, Journey>> {
  const rows = await findJourneyRevisions(trx, product, revisions);
  return new Map(rows.map((r) => [r.revision, r.journey]));
}

async function migrateStored(trx: Transaction<Database>, release: JourneyRelease, earlier: Map<string, Journey>, at: Date): Promise<number> {
  const { stages = {}, paths = {} } = release.journey.migrations ?? {};
  if (Object.keys(stages).length === 0 && Object.keys(paths).length === 0) return 0;
  // Only a journey that moves no answers limits the migration to the stages it names.
  const rows = await lockApplicationsNotAtRevision(trx, {
    product: release.product,
    revision: release.revision,
    ...(Object.keys(paths).length === 0 ? { stages: Object.keys(stages) } : {}),
  });
  let migrated = 0;
  for (const row of rows) {
    const before = row.journey_revision ? earlier.get(row.journey_revision) : undefined;
    const stranded = strandedReason(release.journey, row, before);
    const step = stranded ? migrationStep(release.journey, row.stage) : undefined;
    const { document, moved } = migratedAnswers(release.journey, row.data);
    if (!step && moved.length === 0) continue;
    await recordApplicationChange(trx, row, {
      data: document,
      ...(step ? { stage: step.stage, status: step.status } : {}),
      userId: null,
      type: JOURNEY_MIGRATED_EVENT,
      details: {
        fromRevision: row.journey_revision,
        toRevision: release.revision,
        ...(step ? { step: step.id, stage: { from: row.stage, to: step.stage }, status: { from: row.status, to: step.status } } : {}),
        ...(moved.length > 0 ? { movedAnswers: moved } : {}),
      },
      at,
    });
    migrated += 1;
  }
  return migrated;
}

export async function releaseJourneys(db: Kysely<Database>, releases: readonly JourneyRelease[], at = new Date()): Promise<ReleaseOutcome[]> {
  return db.transaction().execute(async (trx) => {
    await holdJourneyReleaseLock(trx);
    const stranded: StrandedGroup[] = [];
    const assessed: { release: JourneyRelease; earlier: Map<string, Journey>; outcome: ReleaseOutcome }[] = [];
    for (const release of releases) {
      await keepJourneyRevision(trx, release);
      const groups = await storedGroups(trx, release);
      const earlier = await earlierJourneys(trx, release.product, [...new Set(groups.flatMap((g) => (g.revision ? [g.revision] : [])))]);
      for (const group of groups) {
        const reason = strandedReason(release.journey, group, group.revision ? earlier.get(group.revision) : undefined);
        if (reason && !migrationStep(release.journey, group.stage))
          stranded.push({ product: release.product, status: group.status, stage: group.stage, reason, count: group.count });
      }
      const revisions = [...new Set(groups.map((g) => g.revision))];
      const outcome: ReleaseOutcome = {
        product: release.product,
        revision: release.revision,
        migrated: 0,
        earlier: revisions.map((revision) => {
          const journey = revision ? earlier.get(revision) : undefined;
          return {
            revision,
            applications: groups.filter((g) => g.revision === revision).reduce((sum, g) => sum + g.count, 0),
            findings: journey ? diffJourneys({ journey }, { journey: release.journey }) : [],
          };
        }),
      };
      assessed.push({ release, earlier, outcome });
    }
    if (stranded.length > 0) throw new JourneyReleaseError(stranded);
    for (const { release, earlier, outcome } of assessed) outcome.migrated = await migrateStored(trx, release, earlier, at);
    return assessed.map((a) => a.outcome);
  });
}
