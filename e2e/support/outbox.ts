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

/** The mails to `address` whose text matches `pattern` (other mails, such as status notices, arrive in between). */
export async function mailsMatching(address: string, pattern: RegExp): Promise<OutboxMail[]> {
  return (await mailsTo(address)).filter((m) => pattern.test(m.text));
}

const CODE = /\b(\d{6})\b/;

/** The 6-digit code of the latest code mail to `address`, waiting for the `count`-th one to arrive (codes are mailed in the background). */
export async function mailedCode(address: string, count = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  let mails = await mailsMatching(address, CODE);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = await mailsMatching(address, CODE);
  }
  const code = CODE.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code || mails.length < count) throw new Error(`No code was mailed to ${address}`);
  return code;
}

const RESET_LINK = /https?:\/\/\S+\/login\?reset_token=\S+/;

/** The reset link of the latest reset mail to `email` (waiting for the `count`-th), as a path of this site. */
export async function mailedResetLink(email: string, count = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  let mails = await mailsMatching(email, RESET_LINK);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = await mailsMatching(email, RESET_LINK);
  }
  const link = RESET_LINK.exec(mails.at(-1)?.text ?? '')?.[0];
  if (!link || mails.length < count) throw new Error(`No reset link was mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
