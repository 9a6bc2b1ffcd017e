/** Reads the mails the portal wrote to its outbox during the run (the built-in mail provider). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export async function mailsTo(address: string): Promise<OutboxMail[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as OutboxMail),
  );
  return mails.filter((m) => m.to === address).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The 6-digit code of the latest mail to `address`, waiting for the `count`-th mail to arrive (codes are mailed in the background). */
export async function mailedCode(address: string, count = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  let mails = await mailsTo(address);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = await mailsTo(address);
  }
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code || mails.length < count) throw new Error(`No code was mailed to ${address}`);
  return code;
}
