// @vitest-environment happy-dom
/**
 * Start-up answers a step route's reads before the first render, so the step renders once, whole:
 * the step's code and the rule records land in the cache under the keys the route asks for, a
 * page that is not a step reads nothing, and a read that failed is forgotten for the route to ask
 * again (and show its failure as it would have).
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationRuleKeys } from '../../src/app/api/validation-rules';
import { answerStepReads, stepAtPath } from '../../src/app/routes/step-reads';
import { stepCodeQuery } from '../../src/app/steps/use-step-code';
import { compileJourney } from '../../src/engine/journey/compile-journey';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';

const folder = await readJourneyFolder('journeys');
const cj = compileJourney(
  assembleFolder(folder).find((journey) => journey.product === 'tl')!,
  folder.catalogue,
);
const first = cj.journey.steps[0];
const firstPath = `/tl/${first.route}`;
const records = [{ jsonPath: '$.loanAmount', rules: [] }];

afterEach(() => vi.unstubAllGlobals());

describe("a step route's reads answered at start-up", () => {
  it("puts the step's code and the rule records where the route looks for them", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ records }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    expect(first.guards).toContain('validationRules');

    await answerStepReads(queryClient, cj, `${firstPath}/`, false);

    expect(queryClient.getQueryData(stepCodeQuery('tl', first, false).queryKey)).toBe(true);
    expect(queryClient.getQueryData(validationRuleKeys.product('tl'))).toEqual(records);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a signed-in caller's step code is every step's, under the route's key for it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ records }), { status: 200 })),
    );
    const queryClient = new QueryClient();
    await answerStepReads(queryClient, cj, firstPath, true);
    expect(queryClient.getQueryData(stepCodeQuery('tl', first, true).queryKey)).toBe(true);
    expect(queryClient.getQueryData(stepCodeQuery('tl', first, false).queryKey)).toBeUndefined();
  });

  it('reads nothing on a page that is not a step', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    for (const path of ['/tl', '/tl/no_such_step', `/renewal-tl/${first.route}x`]) {
      expect(stepAtPath(cj, path)).toBeUndefined();
      await answerStepReads(queryClient, cj, path, false);
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('forgets a read that failed, so the route asks again', async () => {
    const fetch = vi.fn(async () => new Response('{"code":"busy"}', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    // The portal's client retries a failed query once; start-up does not wait for that.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
    await answerStepReads(queryClient, cj, firstPath, false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(validationRuleKeys.product('tl'))).toBeUndefined();
    expect(queryClient.getQueryData(stepCodeQuery('tl', first, false).queryKey)).toBe(true);
  });
});
