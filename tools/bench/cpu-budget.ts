/**
 * A fixed CPU budget for one process, as a machine of its own would give it: a cgroup of its own
 * with a CPU quota (Linux, as root). Why: on a small machine the journey-load bench's instances,
 * PostgreSQL and the bench's own applicants all share the same cores, so two instances cannot
 * show more than one does; held to a budget each (JOURNEY_LOAD_INSTANCE_CPUS=0.4 is 40% of one
 * core an instance), one instance falls behind within its budget and a second one brings its own,
 * while PostgreSQL and the load take the rest of the machine.
 *
 * cgroup v1 (a `cpu` hierarchy at /sys/fs/cgroup/cpu): cpu.cfs_period_us and cpu.cfs_quota_us.
 * cgroup v2 (/sys/fs/cgroup/cgroup.controllers lists cpu): cpu.max, with +cpu in the root's
 * cgroup.subtree_control. The process is moved with all its threads; whatever it starts later
 * is born in the same cgroup. The cgroup is removed once the process has ended.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const ROOT = '/sys/fs/cgroup';
const PERIOD_US = 100_000;
/** The kernel's smallest quota. */
const MIN_QUOTA_US = 1_000;

export interface CpuBudget {
  /** Cores, 0.4 being 40% of one. */
  cpus: number;
  /** The cgroup's folder. */
  dir: string;
  /** Removes the cgroup; call once the process has ended. */
  release(): Promise<void>;
}

/** JOURNEY_LOAD_INSTANCE_CPUS as cores, undefined when not set; anything but a positive number is an error, not ignored. */
export function cpusFromEnv(name: string): number | undefined {
  const value = process.env[name]?.trim();
  if (!value) return undefined;
  const cpus = Number(value);
  if (!Number.isFinite(cpus) || cpus * PERIOD_US < MIN_QUOTA_US) {
    throw new Error(`${name} must be a number of cores of at least ${MIN_QUOTA_US / PERIOD_US} (0.4 is 40% of one core), not '${value}'`);
  }
  return cpus;
}

/** Where a new cgroup with a CPU quota can be made here, and how; undefined when neither version's files are writable. */
function hierarchy(): { version: 1 | 2; parent: string } | undefined {
  const v1 = path.join(ROOT, 'cpu');
  if (existsSync(path.join(v1, 'cpu.cfs_quota_us'))) return { version: 1, parent: v1 };
  const controllers = path.join(ROOT, 'cgroup.controllers');
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')) return { version: 2, parent: ROOT };
  return undefined;
}

let made = 0;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the cgroups a bench that was killed before it could release them left behind (named
 * after a process that is gone): they would pile up, empty, run after run. One still holding a
 * process is refused by the kernel and stays.
 */
function removeLeftBehind(parent: string): void {
  for (const name of readdirSync(parent)) {
    const owner = /^bench-cpu-budget-(\d+)-\d+$/.exec(name)?.[1];
    if (owner === undefined || alive(Number(owner))) continue;
    try {
      rmdirSync(path.join(parent, name));
    } catch {
      // Still holding a process, or already gone.
    }
  }
}

/** Puts `pid` (and its threads) into a new cgroup held to `cpus` cores; throws, saying why, when that cannot be done. */
export function confine(pid: number, cpus: number): CpuBudget {
  const found = hierarchy();
  if (!found) {
    throw new Error(
      `a CPU budget needs cgroup v1's cpu hierarchy (${ROOT}/cpu) or cgroup v2 with the cpu controller (${ROOT}/cgroup.controllers); neither is here`,
    );
  }
  if (made === 0) removeLeftBehind(found.parent);
  const dir = path.join(found.parent, `bench-cpu-budget-${process.pid}-${++made}`);
  const quota = String(Math.round(PERIOD_US * cpus));
  try {
    if (found.version === 2) {
      const control = path.join(ROOT, 'cgroup.subtree_control');
      if (!readFileSync(control, 'utf8').split(/\s+/).includes('cpu')) writeFileSync(control, '+cpu');
    }
    mkdirSync(dir);
  } catch (error) {
    throw new Error(`a CPU budget needs a writable cgroup ${found.version} hierarchy at ${found.parent} (root): ${(error as Error).message}`, {
      cause: error,
    });
  }
  const release = async () => {
    // The cgroup empties a moment after its last process has been reaped.
    for (let attempt = 0; ; attempt++) {
      try {
        return rmdirSync(dir);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return;
        if (attempt >= 50) return console.log(`    could not remove the cgroup ${dir}: ${(error as Error).message}`);
        await delay(100);
      }
    }
  };
  try {
    if (found.version === 1) {
      writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), quota);
    } else {
      writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
    }
    writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
  } catch (error) {
    void release();
    throw new Error(`could not hold process ${pid} to ${cpus} CPU in ${dir}: ${(error as Error).message}`, { cause: error });
  }
  return { cpus, dir, release };
}
