/**
 * The throughput bench's load generator: autocannon in a process of its own (this file, forked),
 * so the load does not share the servers' event loop. It runs one load at a time on request.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Set in the environment of the forked load generator. */
const LOAD_GENERATOR = 'API_THROUGHPUT_LOAD_GENERATOR';

/** An applicant's application, as a request names it. */
export interface Target {
  id: string;
  authorization: string;
  stage: string;
  /** The version a PATCH is made against. */
  version: number;
}

export interface LoadRun {
  url: string;
  method: 'GET' | 'PATCH';
  connections: number;
  seconds: number;
  /** GET reads the first; each PATCH takes one that no request in flight holds. */
  targets: Target[];
}

/** What the load generator measured in one run. */
export interface Slice {
  /** Answers received, and the run's length in seconds. */
  responses: number;
  seconds: number;
  /** Of each answer, in milliseconds (autocannon's own percentiles are whole milliseconds). */
  latencies: number[];
  /** What went wrong (answers other than 200, connection errors); null when nothing did. */
  failures: string | null;
}

/**
 * Counted over every run of the process: a PATCH repeating the number an application already
 * holds changes nothing, which the portal answers without a new version.
 */
let patchesSent = 0;

/**
 * Each PATCH takes a free application and its version, and gives it back with the next version
 * when answered 200: concurrent PATCHes never meet on one row, so every answer should be 200.
 */
function patchRequest(free: Target[]): autocannon.Request {
  return {
    method: 'PATCH',
    setupRequest(request, context) {
      const target = free.shift();
      if (!target) throw new Error('no application is free for the next PATCH: answers were lost');
      Object.assign(context, { target });
      patchesSent++;
      // A new phone number each time: every PATCH is a real change (rules, new version, event row).
      const value = `04${String(10_000_000 + (patchesSent % 90_000_000)).slice(-8)}`;
      const body = { version: target.version, stage: target.stage, patch: [{ op: 'add', path: '/owners/0/primaryPhone', value }] };
      return { ...request, path: `/api/apps/${target.id}`, headers: { ...request.headers, authorization: target.authorization }, body: JSON.stringify(body) };
    },
    onResponse(status, _body, context) {
      const { target } = context as { target: Target };
      if (status === 200) target.version++;
      free.push(target);
    },
  };
}

function load(run: LoadRun): Promise<Slice> {
  const [first] = run.targets;
  const request: autocannon.Request =
    run.method === 'GET' ? { method: 'GET', path: `/api/apps/${first.id}`, headers: { authorization: first.authorization } } : patchRequest([...run.targets]);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: run.url, connections: run.connections, duration: run.seconds, headers: { 'content-type': 'application/json' }, requests: [request] },
      (error, result) => {
        if (error) return reject(error as Error);
        const refused = [...statuses].filter(([status]) => status !== 200).map(([status, count]) => `${count} x HTTP ${status}`);
        if (result.errors > 0) refused.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
        resolve({ responses: latencies.length, seconds: result.duration, latencies, failures: refused.length > 0 ? refused.join(', ') : null });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

function serveLoadRuns(): void {
  process.on('message', (run: LoadRun) => {
    load(run).then(
      (slice) => process.send!(slice),
      (error: unknown) => process.send!({ error: String(error) }),
    );
  });
  process.once('disconnect', () => process.exit(0));
  process.send!('ready');
}

if (process.env.API_THROUGHPUT_LOAD_GENERATOR) serveLoadRuns();

/** Forks this file as the load generator; answers once it listens. */
export async function startLoadGenerator() {
  const child = fork(fileURLToPath(import.meta.url), { env: { ...process.env, [LOAD_GENERATOR]: '1' } });
  const answer = () =>
    new Promise<unknown>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the load generator exited (code ${code})`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message);
      });
    });
  await answer();
  return {
    async run(run: LoadRun): Promise<Slice> {
      const answered = answer();
      child.send(run);
      const result = (await answered) as Slice | { error: string };
      if ('error' in result) throw new Error(`load generator: ${result.error}`);
      return result;
    },
    stop: () => child.kill(),
  };
}

export type LoadGenerator = Awaited<ReturnType<typeof startLoadGenerator>>;
