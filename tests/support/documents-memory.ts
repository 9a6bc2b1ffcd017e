/**
 * Measures the memory a large upload costs the server while it streams. The test's client runs
 * in the same process, so every few MB it has sent, a full collection is run and the live
 * memory (V8 heap plus array buffers) is compared with the level before the upload: a server
 * that held the file would show it there. Resident memory (RSS) is sampled as well.
 * Used by the streaming test and by `npm run bench`.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export interface MemoryGrowth {
  /** Peak live memory above the lowest level seen, measured after collections, in bytes. */
  live: number;
  /** Peak resident memory above the level before the upload, in bytes. */
  rss: number;
  bytesSent: number;
  ms: number;
}

const live = () => {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

export async function measureUpload(
  chunks: () => AsyncIterable<Uint8Array>,
  send: (content: () => AsyncIterable<Uint8Array>) => Promise<unknown>,
  sampleEveryBytes = 2.5 * 1024 * 1024,
): Promise<MemoryGrowth> {
  const baseLive = live();
  const baseRss = process.memoryUsage().rss;
  let peakLive = baseLive;
  // What the previous request left reachable may be released during this one: growth is counted
  // from the lowest level seen, so it is what this upload holds at its peak.
  let lowLive = baseLive;
  let peakRss = baseRss;
  let bytesSent = 0;
  async function* sampled(): AsyncIterable<Uint8Array> {
    let next = sampleEveryBytes;
    for await (const chunk of chunks()) {
      yield chunk;
      bytesSent += chunk.length;
      if (bytesSent >= next) {
        next += sampleEveryBytes;
        const now = live();
        peakLive = Math.max(peakLive, now);
        lowLive = Math.min(lowLive, now);
      }
    }
  }
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  try {
    await send(sampled);
  } finally {
    clearInterval(timer);
  }
  return { live: peakLive - lowLive, rss: peakRss - baseRss, bytesSent, ms: performance.now() - started };
}

export const inMb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
