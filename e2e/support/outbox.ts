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
  const mails = await Promise.all(names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as OutboxMail));
  return mails.filter((m) => m.to === address).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
