// @vitest-environment happy-dom
/**
 * tl, renewal-tl and us-tl are built by the same code paths: copied under names the code has
 * never seen, the journeys assemble, compile, route, draw and answer the server's rules exactly as
 * under their own names. Nothing in the engine, the server's rules or the router keys off a
 * product's name (the source grep in tests/tools checks no file names one).
 */
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRoutes } from '../../src/app/routes/build-routes';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';
import { compileJourney } from '../../src/engine/journey/compile-journey';
import { journeyRules } from '../../src/server/journeys/journey-rules';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { mermaidGraph } from '../../tools/journey/graph';

const RENAMED: Record<string, string> = { 'renewal-tl': 'zeta-renew', tl: 'omega', 'us-tl': 'sigma-us' };
const quoted = (name: string) => new RegExp(`"${name.replace(/-/g, '\\-')}"`, 'g');

/** Every mention of a product (a JSON string, a route's path segment, a picture's heading) under its new name. */
function renamed(text: string): string {
  let out = text;
  for (const [from, to] of Object.entries(RENAMED)) {
    out = out
      .replace(quoted(from), `"${to}"`)
      .replace(new RegExp(`(^|/)${from}(?=/|$)`, 'gm'), `$1${to}`)
      .replace(new RegExp(`^%% ${from}:`, 'gm'), `%% ${to}:`);
  }
  return out;
}

async function renamedCopy(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'journeys-renamed-'));
  const dir = path.join(root, 'journeys');
  await cp('journeys', dir, { recursive: true });
  await cp('schemas', path.join(root, 'schemas'), { recursive: true });
  for (const folder of [dir, path.join(dir, 'fragments'), path.join(dir, 'rules')]) {
    for (const name of await readdir(folder)) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(folder, name);
      await writeFile(file, renamed(await readFile(file, 'utf8')));
    }
  }
  for (const [from, to] of Object.entries(RENAMED)) {
    await rename(path.join(dir, `${from}.journey.json`), path.join(dir, `${to}.journey.json`));
    await rename(path.join(dir, 'rules', `${from}.rules.json`), path.join(dir, 'rules', `${to}.rules.json`));
  }
  return dir;
}

/** The route tree as paths, to compare two routers. */
function paths(routes: readonly RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.index ? `${prefix}/(index)` : route.path ? `${prefix}/${route.path}` : prefix;
    return [here, ...paths(route.children ?? [], here)];
  });
}

const byProduct = (journeys: readonly CompiledJourney[]) => new Map(journeys.map((cj) => [cj.journey.product, cj]));

/** Assembled and compiled as the server does once its check passes (the check itself is journey validate's, tested in tests/tools). */
async function compiled(dir: string): Promise<CompiledJourney[]> {
  const folder = await readJourneyFolder(dir);
  return assembleFolder(folder).map((journey) => compileJourney(journey, folder.catalogue));
}

describe('products built by the same code paths', () => {
  let dir: string;
  let original: Map<string, CompiledJourney>;
  let copy: Map<string, CompiledJourney>;
  beforeAll(async () => {
    dir = await renamedCopy();
    original = byProduct(await compiled('journeys'));
    copy = byProduct(await compiled(dir));
  });
  afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

  it('assemble and compile to the same journeys, steps and graph', () => {
    expect([...copy.keys()].sort()).toEqual(
      Object.keys(RENAMED)
        .map((p) => RENAMED[p])
        .sort(),
    );
    for (const [product, cj] of original) {
      const other = copy.get(RENAMED[product])!;
      expect(JSON.parse(JSON.stringify(other.journey))).toEqual(JSON.parse(renamed(JSON.stringify(cj.journey))));
      for (const step of cj.journey.steps) {
        expect(other.stepOfStage(step.stage)?.id, `${product} ${step.stage}`).toBe(cj.stepOfStage(step.stage)?.id);
      }
    }
  });

  it('draw the same picture', async () => {
    // One picture per journey; the folders list them in file-name order, which the names change.
    const pictures = async (folder: string) =>
      mermaidGraph(await readJourneyFolder(folder))
        .split(/\n\n(?=%% )/)
        .sort();
    expect(await pictures(dir)).toEqual((await pictures('journeys')).map(renamed).sort());
  });

  it('give the same router', () => {
    const ours = paths(buildRoutes([...original.values()]));
    const theirs = paths(buildRoutes([...copy.values()]));
    expect(theirs.sort()).toEqual(ours.map(renamed).sort());
  });

  it("answer the server's rules the same", () => {
    const [ours, theirs] = [journeyRules([...original.values()]), journeyRules([...copy.values()])];
    expect(theirs.siteDefaultProduct()).toBe(RENAMED[ours.siteDefaultProduct()]);
    for (const product of ours.products()) {
      const other = RENAMED[product];
      const answers = (rules: typeof ours, name: string) => {
        const statuses = Object.keys((name === product ? original : copy).get(name)!.journey.lifecycle.statuses ?? {});
        return {
          initial: [rules.initialStatus(name), rules.initialStage(name), rules.submittedStatus(name)],
          statuses: statuses.map((s) => [s, rules.lifecycleStages(name, s), rules.isLocked(name, s), rules.isTerminal(name, s)]),
          statements: rules.collectsStatements(name),
          limits: rules.limits(name).loanAmount,
          pricing: rules.pricing(name),
          checkout: rules.checkout(name),
          renewal: rules.renewal(name),
          signerThreshold: rules.signerThreshold(name),
        };
      };
      expect(answers(theirs, other)).toEqual(JSON.parse(renamed(JSON.stringify(answers(ours, product)))));
    }
  });
});
