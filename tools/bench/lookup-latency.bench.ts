/**
 * Lookup latency of the built-in providers in Node, as the portal's routes call them: the
 * business register sandbox (name, ABN and ACN searches) and the address gazetteer (suggestions
 * as an applicant types an address keystroke by keystroke, near a position and not, a pick's
 * parts, the suburb at a point). Reported at p50 and p95 of each call after a warm-up. The
 * target is what typing can afford: well under the 300 ms the browser waits for a pause.
 */
import { createGazetteerAddressProvider } from '../../src/server/providers/address/gazetteer/gazetteer-address-provider';
import { createSandboxBusinessRegister } from '../../src/server/providers/business-register/sandbox/sandbox-business-register';
import { ms, quantile, type BenchModule } from './measure';

const TARGET_MS = 50;
const RUNS = 400;

/** Times each call of `calls` (taken in turn) `runs` times after a warm-up, one at a time. */
async function measureCalls(calls: readonly (() => Promise<unknown>)[], runs = RUNS) {
  for (let i = 0; i < Math.max(50, runs / 5); i++) await calls[i % calls.length]();
  const times = new Float64Array(runs);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await calls[i % calls.length]();
    times[i] = performance.now() - start;
  }
  times.sort();
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/** Every prefix of an address from 3 characters on: what an applicant's keystrokes send. */
const keystrokes = (address: string) => Array.from({ length: address.length - 2 }, (_, i) => address.slice(0, i + 3));

function report(label: string, timing: { p50: number; p95: number }) {
  console.log(`  ${label.padEnd(46)} p50 ${ms(timing.p50)}  p95 ${ms(timing.p95)}  ${timing.p95 < TARGET_MS ? '' : `(over ${TARGET_MS} ms)`}`);
}

const lookupLatencyBench: BenchModule = {
  name: 'lookup-latency',
  async run() {
    const register = createSandboxBusinessRegister();
    report(
      'register sandbox: name search',
      await measureCalls(['harbour', 'kookaburra', 'coral coast', 'bakery'].map((q) => () => register.searchByName(q, { activeOnly: true, maxResults: 100 }))),
    );
    report('register sandbox: ABN and ACN lookups', await measureCalls([() => register.searchByAbn('70331724602'), () => register.searchByAcn('048243205')]));

    const gazetteer = createGazetteerAddressProvider();
    const loading = performance.now();
    await gazetteer.prepare!();
    console.log(`  address gazetteer: loaded and indexed once per process in ${ms(performance.now() - loading)}`);
    const au = { countries: ['AU'], maxResults: 5 };
    const typed = [...keystrokes('3/12 George St Surry Hills NSW'), ...keystrokes('9 Harbour Rd Manly'), ...keystrokes('5 wattle grove newtown')];
    report(`address gazetteer: suggestions, ${typed.length} keystrokes`, await measureCalls(typed.map((q) => () => gazetteer.suggest(q, au))));
    const near = { lat: -33.8847, lng: 151.2111 };
    report('address gazetteer: suggestions near a position', await measureCalls(typed.map((q) => () => gazetteer.suggest(q, { ...au, near }))));
    const picks = await gazetteer.suggest('3/12 george st surry hills', au);
    report("address gazetteer: a pick's parts", await measureCalls(picks.map((p) => () => gazetteer.details(p.id, au))));
    report(
      'address gazetteer: the suburb at a point',
      await measureCalls([near, { lat: -37.81, lng: 144.96 }, { lat: -27.47, lng: 153.03 }].map((at) => () => gazetteer.addressAt(at, au))),
    );
    console.log(`  target: p95 < ${TARGET_MS} ms per lookup (the browser waits 300 ms for a pause in typing)`);
  },
};

export default lookupLatencyBench;
