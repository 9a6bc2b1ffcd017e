/** A copy of the release journeys to edit, in a folder of its own, removed when the test that asked for it ends. */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

export async function copyOfJourneys(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'journeys-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await cp('journeys', dir, { recursive: true });
  return dir;
}
