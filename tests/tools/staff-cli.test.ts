/** The `staff` command: accounts made from the command line, credentials shown once, mistakes said plainly. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchedTotpStep, totpCode } from '../../src/server/services/staff/staff-totp';
import { runTool } from '../support/run-tool';

let dataDir: string;

const staff = (...args: string[]) => runTool('staff.ts', args, dataDir);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lj-staff-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run staff', () => {
  it('adds a member, printing a password and a working TOTP secret once, and lists them without secrets', async () => {
    const added = await staff('add', 'Ada@Lender.test', '--name', 'Ada Lovelace', '--role', 'admin');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('ada@lender.test  Ada Lovelace  admin');
    const secret = /TOTP secret:\s+([A-Z2-7]+)/.exec(added.stdout)?.[1];
    expect(secret).toBeDefined();
    expect(added.stdout).toMatch(/password:\s+\S{12,}/);
    expect(added.stdout).toContain('otpauth://totp/');
    expect(matchedTotpStep(secret!, totpCode(secret!))).not.toBeNull();

    const listed = await staff('list');
    expect(listed.stdout.trim()).toBe('ada@lender.test  Ada Lovelace  admin');
    expect(listed.stdout).not.toContain(secret!);
  }, 180_000);

  it('says what is wrong: a second account for one e-mail, an unknown role, an unknown member, no command', async () => {
    const cases: [string[], string][] = [
      [['add', 'ada@lender.test', '--name', 'Ada'], 'ada@lender.test already has a staff account.'],
      [['add', 'bob@lender.test', '--name', 'Bob', '--role', 'boss'], 'The role must be one of ops, admin.'],
      [['disable', 'nobody@lender.test'], 'No staff account for nobody@lender.test.'],
      [[], 'Usage:'],
    ];
    for (const [args, message] of cases) {
      const answer = await staff(...args);
      expect(answer.code, args.join(' ')).toBe(1);
      expect(answer.stderr).toContain(message);
    }
    const disabled = await staff('disable', 'ada@lender.test');
    expect(disabled.stdout.trim()).toBe('ada@lender.test  Ada Lovelace  admin  (disabled)');
  }, 180_000);
});
