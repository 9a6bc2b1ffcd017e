/** Reads the mails the portal wrote to its outbox during the run (the built-in mail provider). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Attachments' bytes are base64 in `content`. */
  attachments?: { filename: string; contentType: string; content: string }[];
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

/** The text matched by `pattern` in the latest mail to `address` that has it, waiting up to 10 s for the `count`-th such mail (mails are sent in the background). */
async function latestMatch(address: string, pattern: RegExp, count: number, what: string): Promise<RegExpExecArray> {
  const deadline = Date.now() + 10_000;
  let mails = await mailsMatching(address, pattern);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = await mailsMatching(address, pattern);
  }
  const match = pattern.exec(mails.at(-1)?.text ?? '');
  if (!match || mails.length < count) throw new Error(`No ${what} was mailed to ${address}`);
  return match;
}

const CODE = /\b(\d{6})\b/;

/** The 6-digit code of the latest code mail to `address`, waiting for the `count`-th one. */
export async function mailedCode(address: string, count = 1): Promise<string> {
  return (await latestMatch(address, CODE, count, 'code'))[1];
}

const RESET_LINK = /https?:\/\/\S+\/login\?reset_token=\S+/;

/** The reset link of the latest reset mail to `email` (waiting for the `count`-th), as a path of this site. */
export async function mailedResetLink(email: string, count = 1): Promise<string> {
  const url = new URL((await latestMatch(email, RESET_LINK, count, 'reset link'))[0]);
  return url.pathname + url.search;
}
