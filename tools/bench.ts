/**
 * `npm run bench [-- <word>]`: runs the benchmark modules of tools/bench/ in Node and prints
 * their figures. Add a module by adding its import to the list.
 */
import type { BenchModule } from './bench/measure';
import apiLatency from './bench/api-latency.bench';
import apiThroughput from './bench/api-throughput.bench';
import decisionJob from './bench/decision-job.bench';
import firstStep from './bench/first-step.bench';
import journeyLoad from './bench/journey-load.bench';
import keystroke from './bench/keystroke.bench';
import lookupLatency from './bench/lookup-latency.bench';
import offerPricing from './bench/offer-pricing.bench';
import opsSearch from './bench/ops-search.bench';
import serverMemory from './bench/server-memory.bench';
import uploadMemory from './bench/upload-memory.bench';
import validation from './bench/validation.bench';

const modules: BenchModule[] = [
  validation,
  firstStep,
  keystroke,
  uploadMemory,
  offerPricing,
  decisionJob,
  lookupLatency,
  apiLatency,
  apiThroughput,
  opsSearch,
  journeyLoad,
  serverMemory,
];

const filter = process.argv[2]?.toLowerCase();
const selected = modules.filter((m) => !filter || m.name.toLowerCase().includes(filter));
if (selected.length === 0) {
  console.error(`No benchmark matches "${filter}". Known: ${modules.map((m) => m.name).join(', ')}`);
  process.exit(1);
}
console.log(`Node ${process.version}, ${process.platform}/${process.arch}`);
for (const module of selected) {
  console.log(`\n== ${module.name}`);
  await module.run();
}
// Every figure is printed: a handle a module's clean-up left open (a child's pipe, a pool's timer)
// must not keep a finished run from ending.
process.exit(process.exitCode ?? 0);
