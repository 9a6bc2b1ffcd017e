/** The `rotate-keys` command on the embedded database: a new key file, everything re-wrapped under it, said plainly. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../support/run-tool';

let dataDir: string;

const command = (tool: string, args: string[], env: Record<string, string> = {}) => runTool(tool.replace(/^tools\//, ''), args, dataDir, env);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lj-rotate-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run rotate-keys', () => {
  it('makes a new master key and re-wraps what the old one held; a second run has nothing to do', async () => {
    const added = await command('tools/staff.ts', ['add', 'rota@lender.test', '--name', 'Rota']);
    expect(added.code, added.stderr).toBe(0);
    const [oldKey] = await readdir(path.join(dataDir, 'keys', 'master'));

    const rotated = await command('tools/rotate-keys.ts', ['--new-key']);
    expect(rotated.code, rotated.stderr).toBe(0);
    const keys = (await readdir(path.join(dataDir, 'keys', 'master'))).sort();
    expect(keys).toHaveLength(2);
    const newKey = keys.find((name) => name !== oldKey)!.replace(/\.key$/, '');
    expect(rotated.stdout).toContain(`Current master key: ${newKey}.`);
    expect(rotated.stdout).toContain('Re-wrapped 0 application(s), 0 history event(s), 0 funding account(s) and 1 staff secret(s); 0 were already under');
    expect(rotated.stdout).toContain(`Nothing stored is wrapped by ${oldKey.replace(/\.key$/, '')} now.`);

    const again = await command('tools/rotate-keys.ts', []);
    expect(again.stdout).toContain('Re-wrapped 0 application(s), 0 history event(s), 0 funding account(s) and 0 staff secret(s); 1 were already under');
  }, 120_000);

  it('refuses to make a key file when MASTER_KEYS names the keys', async () => {
    const refused = await command('tools/rotate-keys.ts', ['--new-key'], { MASTER_KEYS: `k1=${randomBytes(32).toString('base64')}` });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('MASTER_KEYS names the keys: put the new key first in it');
  }, 60_000);
});
