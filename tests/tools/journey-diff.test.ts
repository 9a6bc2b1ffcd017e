/**
 * `journey diff <old> <new>` on a release of tl (a step removed, a stage renamed, a bind moved, a
 * required field added): without migrations it says which stored applications would be stranded
 * and exits 1; with them it says where they go and exits 0, and `journey validate` checks that
 * the migrations lead to steps and fields the journey has.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVED_BIND, NEW_REQUIRED, REMOVED_STEP, RENAMED_STAGE, releaseTl } from '../support/journey-release';
import { runTool } from '../support/run-tool';
import { journeyDiff } from '../../tools/journey/diff';
import { checkJourneyFolder } from '../../src/server/journeys/validate/check-journey-folder';

let work: string;
const dir = (name: string) => path.join(work, name, 'journeys');

async function folder(name: string): Promise<string> {
  await cp('journeys', dir(name), { recursive: true });
  await cp('schemas', path.join(work, name, 'schemas'), { recursive: true });
  return dir(name);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'journey-diff-'));
  await folder('old');
  await releaseTl(await folder('bare'), false);
  await releaseTl(await folder('migrated'), true);
});
afterAll(() => rm(work, { recursive: true, force: true }));

const journey = (...args: string[]) => runTool('journey.ts', args, work);
const schemasFor = (journeysDir: string) => path.join(journeysDir, '..', 'schemas');
const diff = async (oldDir: string, newDir: string) => {
  const report = await journeyDiff(oldDir, newDir, schemasFor);
  return { code: report.strands ? 1 : 0, stdout: report.text };
};
const validate = async (journeysDir: string) =>
  (await checkJourneyFolder(journeysDir, schemasFor(journeysDir))).findings.map((f) => `${f.code}: ${f.message}`).join('\n');

describe('journey diff', () => {
  it('says nothing changes between a folder and its copy', async () => {
    const run = await diff(path.resolve('journeys'), dir('old'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('tl: no change for stored applications');
    expect(run.stdout).toContain('no stored application is stranded');
  });

  it('is a command whose exit status says whether stored applications would be stranded', { timeout: 120_000 }, async () => {
    const run = await journey('diff', dir('old'), dir('bare'));
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('stored applications would be stranded');
  });

  it('lists what a release changes and refuses one that strands stored applications', async () => {
    const run = await diff(dir('old'), dir('bare'));
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('renewal-tl: no change for stored applications');
    expect(run.stdout).toContain(`step ${REMOVED_STEP} (stage ${REMOVED_STEP}) is removed`);
    expect(run.stdout).toContain(`STRANDS applications stored there: add "migrations": {"stages": {"${RENAMED_STAGE.from}": "<step id>"}}`);
    expect(run.stdout).toContain(`field ${MOVED_BIND.field} is now stored at ${MOVED_BIND.to} instead of ${MOVED_BIND.from}`);
    expect(run.stdout).toContain(`"paths": {"${MOVED_BIND.from}": "${MOVED_BIND.to}"}`);
    expect(run.stdout).toContain(`field ${NEW_REQUIRED.field} (${NEW_REQUIRED.pointer}) is newly required`);
    expect(run.stdout).toContain('stored applications would be stranded');
  });

  it('passes a release whose migrations say where every stranded application goes', async () => {
    const run = await diff(dir('old'), dir('migrated'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('applications there continue at step ReviewAndSubmit (migrations)');
    expect(run.stdout).toContain('applications there continue at step FundingNeeds (migrations)');
    expect(run.stdout).toContain('stored answers are moved (migrations)');
    expect(run.stdout).toContain('no stored application is stranded');
    expect(await validate(dir('migrated'))).toBe('');
  });

  it('lists changed rule records', async () => {
    const changed = await folder('rules');
    const file = path.join(changed, 'rules', 'tl.rules.json');
    const records = JSON.parse(await readFile(file, 'utf8')) as { jsonPath: string }[];
    await writeFile(file, JSON.stringify(records.slice(1)));
    const run = await diff(dir('old'), changed);
    expect(run.stdout).toContain(`rule record ${records[0].jsonPath} removed`);
  });
});

describe('journey validate on migrations', () => {
  it('refuses migrations to a step or a place the journey does not have, or away from a place a field reads', async () => {
    const broken = await folder('broken');
    await releaseTl(broken, true);
    const file = path.join(broken, 'tl.journey.json');
    const tl = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    tl.migrations = {
      stages: { [REMOVED_STEP]: 'NoSuchStep' },
      paths: { '/business/gone': '/business/nowhere', '/business/phone': '/business/_extension/tradingName' },
    };
    await writeFile(file, JSON.stringify(tl, null, 2));
    const report = await validate(broken);
    expect(report).toContain('JOURNEY_ERR_MIGRATION_TARGET');
    expect(report).toContain('migrations send stage AdditionalOwners to step "NoSuchStep"');
    expect(report).toContain('migrations move answers to /business/nowhere, where no field of the journey is bound');
    expect(report).toContain('JOURNEY_ERR_MIGRATION_LIVE_PATH');
  });
});
