/**
 * Safe journey releases: 50 applications stored at every status and stage of tl under one
 * revision; then a release that removes a step, renames a stage, moves a bind and adds a
 * required field. Without migrations the server refuses to start and says where applications
 * are stranded; with them it moves each stranded application to the step its migration names
 * and each answer to its new place, records it in the application's history, and every
 * applicant lands on a page with nothing lost: one missing the new answer at that step.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { createJourneyRules, loadCompiledJourneys } from '../../src/server/journeys/journey-rules';
import type { ApplicationRules, JourneyRelease } from '../../src/server/services/application-rules';
import { insertCreatedApplication } from '../../src/server/services/applications/insert-created';
import { JourneyReleaseError } from '../../src/server/services/journey-releases/stranded-error';
import { JOURNEY_MIGRATED_EVENT } from '../../src/server/services/journey-releases/release-journeys';
import { currentStep, routeFor } from '../../src/engine/graph/current-step';
import { stepPath } from '../../src/engine/graph/step-graph';
import { strandedReason } from '../../src/engine/release/stranded-place';
import { setAt } from '../../src/engine/json-pointer';
import { completeTlApplication } from '../../tools/fixtures/tl-application';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../support/test-databases';
import { MOVED_BIND, NEW_REQUIRED, REMOVED_STEP, RENAMED_STAGE, releaseTl } from '../support/journey-release';

const COUNT = 50;

describeEachDatabase('a journey release over stored applications', (kind) => {
  let work: string;
  let database: TestDatabase;
  const dirs = { old: '', bare: '', migrated: '' };
  let oldRules: ApplicationRules;
  const stored: { id: string; status: string; stage: string; data: Record<string, unknown> }[] = [];

  const tlRelease = (rules: ApplicationRules): JourneyRelease => rules.releases!().find((r) => r.product === 'tl')!;

  async function start(rules: ApplicationRules): Promise<FastifyInstance> {
    const config = await loadConfig({ DATA_DIR: work, PUBLIC_URL: 'http://portal.test' });
    const app = await buildServer({ config, db: database.db, applicationRules: rules, logger: false, jobs: { enabled: false } });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'journey-release-'));
    for (const name of ['old', 'bare', 'migrated'] as const) {
      dirs[name] = path.join(work, name, 'journeys');
      await cp('journeys', dirs[name], { recursive: true });
      await cp('schemas', path.join(work, name, 'schemas'), { recursive: true });
    }
    await releaseTl(dirs.bare, false);
    await releaseTl(dirs.migrated, true);
    database = await openTestDatabase(kind, 'journey-release');
    oldRules = await createJourneyRules(dirs.old);
    const app = await start(oldRules);
    const user = await app.db
      .insertInto('users')
      .values({ email: 'release@example.com.au', password_hash: 'x', first_name: 'Jane', last_name: 'Citizen' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Every status and every stage of it, again and again until there are 50.
    const { lifecycle } = tlRelease(oldRules).journey;
    const places = Object.entries(lifecycle.statuses).flatMap(([status, entry]) => entry.stages.map((stage) => ({ status, stage })));
    for (let i = 0; i < COUNT; i++) {
      const { status, stage } = places[i % places.length];
      const data = structuredClone({
        ...completeTlApplication,
        business: { ...completeTlApplication.business, doingBusinessAs: `Bakery ${i}` },
      }) as Record<string, unknown>;
      const row = await insertCreatedApplication(
        app.db,
        { userId: user.id, product: 'tl', status, stage, data, parentApplicationId: null, createdAt: new Date() },
        { patch: [] },
      );
      stored.push({ id: row.id, status, stage, data });
    }
    await app.close();
  }, 240_000);

  afterAll(async () => {
    await database?.dispose();
    await rm(work, { recursive: true, force: true });
  });

  it('records the revision each application was saved under', async () => {
    expect(new Set(stored.map((s) => `${s.status}/${s.stage}`)).size).toBeGreaterThan(30);
    const rows = await database.db.selectFrom('applications').select(['journey_revision']).execute();
    expect(rows).toHaveLength(COUNT);
    expect(new Set(rows.map((r) => r.journey_revision))).toEqual(new Set([tlRelease(oldRules).revision]));
    const kept = await database.db.selectFrom('journey_revisions').select(['product', 'revision']).execute();
    expect(kept).toEqual(expect.arrayContaining([{ product: 'tl', revision: tlRelease(oldRules).revision }]));
  });

  it('refuses to start a release that would strand stored applications, naming where and what to add', async () => {
    const stranded = (stage: string) => stored.filter((s) => s.stage === stage).length;
    const refusal = await start(await createJourneyRules(dirs.bare)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(JourneyReleaseError);
    const message = (refusal as Error).message;
    expect(message).toContain(`would strand ${stranded(REMOVED_STEP) + stranded(RENAMED_STAGE.from)} stored application(s)`);
    expect(message).toContain(`tl: ${stranded(REMOVED_STEP)} at stage ${REMOVED_STEP} (status IN_PROGRESS): no step has this stage any more`);
    expect(message).toContain(`tl: ${stranded(RENAMED_STAGE.from)} at stage ${RENAMED_STAGE.from} (status IN_PROGRESS)`);
    expect(message).toContain(`"migrations": {"stages": {"${REMOVED_STEP}": "<step id>", "${RENAMED_STAGE.from}": "<step id>"}}`);
    // Nothing was changed by the refused start.
    const rows = await database.db.selectFrom('applications').select(['stage', 'journey_revision']).execute();
    expect(rows.filter((r) => r.stage === REMOVED_STEP)).toHaveLength(stranded(REMOVED_STEP));
    expect(new Set(rows.map((r) => r.journey_revision))).toEqual(new Set([tlRelease(oldRules).revision]));
  });

  it('starts a release whose migrations say where they go: every applicant lands on a page with nothing lost', async () => {
    const rules = await createJourneyRules(dirs.migrated);
    const app = await start(rules);
    try {
      const release = tlRelease(rules);
      const cj = (await loadCompiledJourneys(dirs.migrated)).find((j) => j.journey.product === 'tl')!;
      const before = tlRelease(oldRules).journey;
      const rows = await app.db.selectFrom('applications').selectAll().execute();
      const events = await app.db.selectFrom('application_events').selectAll().where('type', '=', JOURNEY_MIGRATED_EVENT).execute();
      const reviewStep = cj.step('ReviewAndSubmit');
      for (const original of stored) {
        const row = rows.find((r) => r.id === original.id)!;
        // Nothing lost: the document is the stored one with the trading name at its new place.
        const moved = setAt(setAt(original.data, MOVED_BIND.to, getBusinessName(original.data)), MOVED_BIND.from, undefined);
        expect(row.data).toEqual(moved);
        expect(row.journey_revision).toBe(release.revision);
        // A page: a status the lifecycle has and a stage a step has or the lifecycle lists.
        expect(strandedReason(release.journey, row, before)).toBeUndefined();
        const expectedStage = original.stage === REMOVED_STEP ? 'ReviewAndSubmit' : original.stage === RENAMED_STAGE.from ? RENAMED_STAGE.to : original.stage;
        expect({ id: row.id, stage: row.stage, status: row.status }).toEqual({ id: original.id, stage: expectedStage, status: original.status });
        const event = events.find((e) => e.application_id === row.id);
        expect(event?.details).toMatchObject({ fromRevision: tlRelease(oldRules).revision, toRevision: release.revision });
        if (expectedStage !== original.stage) expect(event).toMatchObject({ stage_from: original.stage, stage_to: expectedStage });
        const landing = currentStep(cj, row.status, row.stage, row.data);
        if (row.status === 'IN_PROGRESS') {
          expect(landing).toBeDefined();
          // Past the step that now asks for more (or at a stage no step of the path has), an
          // applicant is taken back to it, answers kept.
          const onPath = stepPath(cj, row.data).map((s) => s.id);
          const at = onPath.indexOf(cj.stepOfStage(row.stage)?.id ?? NEW_REQUIRED.step);
          if (at >= onPath.indexOf(NEW_REQUIRED.step)) {
            expect(landing?.id).toBe(NEW_REQUIRED.step);
            expect(routeFor(cj, reviewStep, row)).toEqual({ kind: 'redirect', to: cj.step(NEW_REQUIRED.step) });
          }
        } else {
          expect(row.status in release.journey.lifecycle.statuses).toBe(true);
        }
      }
      // Submission is refused until the new answer is given, that step first among those to fix.
      const atReview = rows.find((r) => r.status === 'IN_PROGRESS' && r.stage === 'ReviewAndSubmit')!;
      const verdict = rules.checkSubmission('tl', atReview.data);
      expect(verdict.ok ? undefined : verdict.steps[0]?.id).toBe(NEW_REQUIRED.step);
      expect(verdict.ok ? [] : verdict.errors.map((e) => e.path)).toContain(NEW_REQUIRED.pointer);
    } finally {
      await app.close();
    }
    // A second start with the same release finds nothing more to move.
    const again = await start(rules);
    const count = await again.db
      .selectFrom('application_events')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('type', '=', JOURNEY_MIGRATED_EVENT)
      .executeTakeFirstOrThrow();
    await again.close();
    expect(Number(count.n)).toBe(COUNT);
  }, 240_000);
});

function getBusinessName(data: Record<string, unknown>): unknown {
  return (data.business as Record<string, unknown>).doingBusinessAs;
}
