/**
 * Writes each mail as a JSON file `{ to, subject, text, html, attachments, createdAt }` under the
 * outbox directory (DATA_DIR/outbox), attachments base64 inside, so one file is one whole mail.
 * Nothing leaves the machine; tests and the demo read the outbox instead. A file is written under
 * a temporary name and renamed once whole (a crash or a full disk leaves no half mail), and a
 * mail with a delivery key already in the outbox is not written again.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailProvider } from './mail-provider';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The attachment's bytes, base64. */
  content: string;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  createdAt: string;
}

export function createOutboxMailProvider(outboxDir: string): MailProvider {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const createdAt = new Date().toISOString();
      const mail: OutboxMail = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length
          ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') })) }
          : {}),
        createdAt,
      };
      const suffix = `-${message.deliveryKey ?? randomUUID()}.json`;
      if (message.deliveryKey && (await readdir(outboxDir)).some((name) => name.endsWith(suffix))) return;
      // The time first, so a directory listing is in sending order.
      const name = `${createdAt.replace(/[:.]/g, '-')}${suffix}`;
      const partial = join(outboxDir, `.${name}.partial`);
      try {
        await writeFile(partial, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
        await rename(partial, join(outboxDir, name));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
  };
}

/** The outbox's mails, oldest first; `to` keeps only those sent to that address. */
export async function readOutbox(outboxDir: string, filter: { to?: string } = {}): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as OutboxMail));
  const to = filter.to?.toLowerCase();
  return to ? mails.filter((mail) => mail.to.toLowerCase() === to) : mails;
}
