/**
 * The portal of the journey-load bench: the real server, compiled and run on plain `node` as
 * `npm start` runs it (tools/server-build.ts compiles it when its sources changed), as a child
 * process, with its memory and CPU read from /proc (Linux): RSS from /proc/<pid>/status, CPU
 * from /proc/<pid>/stat of the server and of any process it started (utime + stime, and what its
 * ended children used, in clock ticks). Given a CPU budget (JOURNEY_LOAD_INSTANCE_CPUS), the
 * server is held to it from right after its spawn (tools/bench/cpu-budget.ts).
 */
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../free-port';
import { confine, type CpuBudget } from './cpu-budget';
import { ensureServerBuild } from '../server-build';

/** Once the banner is out, the start's last work (the demo accounts' writes, collections) is waited out before idle is read. */
const SETTLE_MS = 8_000;
const START_TIMEOUT_MS = 180_000;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

export interface PortalMemory {
  /** Bytes: resident after start-up has settled, and the highest resident while starting. */
  idle: number;
  startPeak: number;
}

export interface Portal {
  url: string;
  pid: number;
  memory: PortalMemory;
  /** Milliseconds of CPU the server (and the processes it started) used so far. */
  cpuMs(): number;
  /** Bytes resident now. */
  rss(): number;
  /** Log lines at level error or above, with the first few of them. */
  errors: { count: number; first: string[] };
  /** How the server ended when it ended before being stopped (exit code or signal, and its last output). */
  died(): string | undefined;
  stop(): Promise<void>;
}

/** Bytes; 0 once the process is gone. */
function statusField(pid: number, field: string): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 0;
  }
  const line = status.split('\n').find((l) => l.startsWith(`${field}:`));
  return line ? Number(/(\d+)/.exec(line)![1]) * 1024 : 0;
}

/** Fields of /proc/<pid>/stat after the command's closing parenthesis (state is [0], ppid [1]). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(Number(entry))?.[1]);
    if (Number.isFinite(ppid)) parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const walk = (of: number) => (parents.get(of) ?? []).forEach((child) => (found.push(child), walk(child)));
  walk(pid);
  return found;
}

function cpuMsOf(pid: number): number {
  let ticks = 0;
  for (const each of [pid, ...descendants(pid)]) {
    const fields = statFields(each);
    // utime, stime, cutime, cstime are fields 14-17 of stat: [11]-[14] after the command.
    if (fields) ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/**
 * Starts a portal with `env` on a port of its own; answers once its start-up banner is out and it
 * has settled. With `cpus`, it runs in a cgroup of its own held to that many cores.
 */
export async function startPortal(env: Record<string, string>, { cpus }: { cpus?: number } = {}): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [await ensureServerBuild({ quiet: true })], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid!;
  let budget: CpuBudget | undefined;
  try {
    // Before the server has read its code, let alone answered: all of its work is within the budget.
    if (cpus !== undefined) budget = confine(pid, cpus);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const errors = { count: 0, first: [] as string[] };
  let bannerSeen = false;
  let failure = '';
  const read = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.includes('Loan journey portal:')) bannerSeen = true;
      const level = /"level":(\d+)/.exec(line)?.[1];
      if ((level && Number(level) >= 50) || line.startsWith('Failed to start')) {
        errors.count++;
        if (errors.first.length < 3) errors.first.push(line.slice(0, 300));
      }
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', (chunk: Buffer) => ((failure = (failure + chunk.toString()).slice(-2_000)), read(chunk)));
  let exitCode: string | number | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signal) => ((exitCode = code ?? signal), resolve())));
  let running = true;
  let stopping = false;
  void exited.then(() => (running = false));

  const stop = async () => {
    stopping = true;
    if (running) child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killed);
    await budget?.release();
  };

  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!bannerSeen) {
      if (!running) throw new Error(`the portal exited while starting (${exitCode}): ${failure.slice(-600)}`);
      if (Date.now() > deadline) throw new Error('the portal did not start within 3 minutes');
      await delay(50);
    }
    await delay(SETTLE_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  // VmHWM: the most the process has been resident, here all of it during start-up.
  const memory = { idle: statusField(pid, 'VmRSS'), startPeak: statusField(pid, 'VmHWM') };
  const died = () => (running || stopping ? undefined : `exited (${exitCode}): ${failure.slice(-600)}`);
  return { url, pid, memory, cpuMs: () => cpuMsOf(pid), rss: () => statusField(pid, 'VmRSS'), errors, died, stop };
}
