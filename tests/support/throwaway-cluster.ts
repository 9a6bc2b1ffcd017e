/**
 * A PostgreSQL cluster of a test's own (initdb and pg_ctl of the installed PostgreSQL, as the
 * `postgres` user when the tests run as root), on a free port, which the test may stop and start
 * again: a database outage without touching the machine's shared server. Removed by `dispose`.
 */
import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../tools/free-port';

const run = promisify(execFile);
/** Where Debian's postgresql packages put the server's programs. */
const BIN_DIR = '/usr/lib/postgresql/15/bin';

export interface ThrowawayCluster {
  url: string;
  /** Stops the server as an operator's restart does (`pg_ctl stop -m fast`): sessions are ended with 57P01. */
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

/** Runs a PostgreSQL program as the `postgres` user when this process is root (the server refuses to run as root). */
async function postgresTool(tool: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN_DIR, tool), ...args]] : [join(BIN_DIR, tool), args];
  await run(command, commandArgs, { encoding: 'utf8' });
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const folder = await mkdtemp(join(tmpdir(), 'lj-cluster-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres'], { encoding: 'utf8' });
    await chown(folder, Number(stdout.trim()), 0);
  }
  const data = join(folder, 'data');
  const port = await freePort();
  // No fsync: a test's cluster is thrown away, and its start and stop stay fast.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => postgresTool('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']);
  const stop = () => postgresTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  try {
    await postgresTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await start();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async dispose() {
      await stop().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
