/**
 * The operations token (`Authorization: Bearer <token>` on /api/ops). Taken from OPS_TOKEN when
 * set; otherwise generated once and kept in DATA_DIR/ops-token (mode 600) so it survives a
 * restart and every instance sharing the directory agrees.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export const MIN_OPS_TOKEN_LENGTH = 24;

export interface OpsToken {
  token: string;
  /** Where the generated token is kept; null when it came from the environment. */
  file: string | null;
}

export async function loadOpsToken(source: { token?: string; file: string }): Promise<OpsToken> {
  if (source.token !== undefined) {
    const token = source.token.trim();
    if (token.length < MIN_OPS_TOKEN_LENGTH) throw new Error(`OPS_TOKEN must have at least ${MIN_OPS_TOKEN_LENGTH} characters`);
    return { token, file: null };
  }
  const existing = await readToken(source.file);
  if (existing) return { token: existing, file: source.file };
  const token = randomBytes(32).toString('base64url');
  await mkdir(dirname(source.file), { recursive: true });
  try {
    // `wx`: when two instances start together, the first one's token wins and the second re-reads it.
    await writeFile(source.file, `${token}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readToken(source.file);
    if (written) return { token: written, file: source.file };
    throw error;
  }
  return { token, file: source.file };
}

async function readToken(file: string): Promise<string | null> {
  try {
    const token = (await readFile(file, 'utf8')).trim();
    return token === '' ? null : token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison (hashed first, so the lengths never differ). */
export function opsTokenMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(expected), digest(given));
}
