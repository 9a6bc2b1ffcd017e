/** The gazetteer's thread: reads the package's records, answers the compact list, and ends. */
import { parentPort } from 'node:worker_threads';
import { readLocalities } from './localities';

readLocalities().then(
  (localities) => parentPort?.postMessage({ localities }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
