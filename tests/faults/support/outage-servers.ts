/**
 * The third parties of the outage cases, each on a port of its own that stays the same when it is
 * stopped and started again (the portal's settings name it once): an S3-compatible store
 * (s3rver, on the same folder, so its objects outlive the outage) and an SMTP server (smtp-server,
 * every accepted mail kept).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { simpleParser } from 'mailparser';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../tools/free-port';

export interface Outageable {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface RestartableS3 extends Outageable {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function restartableS3(bucket = 'documents'): Promise<RestartableS3> {
  const directory = await mkdtemp(join(tmpdir(), 'lj-fault-s3-'));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    if (server) return;
    server = new S3rver({ port, address: '127.0.0.1', directory, silent: true });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'ap-southeast-2', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    start,
    stop,
    async dispose() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface RestartableSmtp extends Outageable {
  url: string;
  /** The recipients of each mail accepted. */
  received: string[][];
}

export async function restartableSmtp(): Promise<RestartableSmtp> {
  const port = await freePort();
  const received: string[][] = [];
  let server: SMTPServer | undefined;
  const start = async () => {
    if (server) return;
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          () => {
            received.push(session.envelope.rcptTo.map((recipient) => recipient.address));
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    server = smtp;
  };
  const stop = async () => {
    const smtp = server;
    server = undefined;
    if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
  await start();
  return { url: `smtp://127.0.0.1:${port}`, received, start, stop };
}
