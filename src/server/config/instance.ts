/** The instance itself: where it listens, where it keeps its files, what it serves and logs, how it stops. */
import { resolve } from 'node:path';
import type { Env } from './env-readers';
import { flagVariable, optionalText, readVariables, textVariable, variableArea, wholeVariable } from './variables';

export const InstanceVariables = variableArea('The server', {
  PORT: wholeVariable({ default: 3000, meaning: 'The port the portal listens on.' }),
  HOST: textVariable({ default: '0.0.0.0', meaning: 'The address the portal listens on.' }),
  DATA_DIR: textVariable({ default: '.data/', meaning: 'PGlite data, signing keys, mail outbox, uploaded and retrieved documents (`documents/`).' }),
  PUBLIC_URL: optionalText({ shownDefault: '`http://localhost:$PORT`', meaning: 'Origin used in links sent by e-mail.' }),
  TRUST_PROXY: flagVariable({
    default: false,
    meaning: 'Take the client address from `X-Forwarded-For` (behind a load balancer); the per-address limits count by it.',
  }),
  LOG_LEVEL: textVariable({
    default: 'info',
    meaning:
      'pino log level. On a terminal each line is formatted for reading (pino-pretty); otherwise one JSON object a line, for a log collector. At `info`, one line per request as it is answered (method, masked path, address, status, time).',
  }),
  JOURNEYS_DIR: textVariable({
    default: 'journeys',
    meaning: 'The journey files, their message catalogue and validation-rule records (`rules/`) the server reads at start-up.',
  }),
  WEB_ROOT: textVariable({
    default: 'dist',
    meaning: 'The built web app the server serves; when the folder does not exist only `/settings.json` and `/api` are served.',
  }),
  SHUTDOWN_GRACE_SECONDS: wholeVariable({
    default: 20,
    atLeast: 1,
    meaning:
      'On `SIGTERM`/`SIGINT`, how long the requests in flight and the jobs in hand (the worker waits half of it, then hands its jobs back) have before the process exits 1 anyway; readiness says 503 from the first moment ([operations: health and shutdown](docs/operations.md#health-checks-and-shutdown)). A second signal exits at once.',
  }),
});

export interface InstanceConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (PGlite, keys, outbox). */
  dataDir: string;
  outboxDir: string;
  /** Origin used in links sent by e-mail, e.g. https://apply.example.com.au */
  publicUrl: string;
  trustProxy: boolean;
  logLevel: string;
}

export function loadInstanceConfig(env: Env): InstanceConfig {
  const read = readVariables(InstanceVariables, env);
  const dataDir = resolve(read.DATA_DIR);
  return {
    port: read.PORT,
    host: read.HOST,
    dataDir,
    outboxDir: resolve(dataDir, 'outbox'),
    publicUrl: (read.PUBLIC_URL ?? `http://localhost:${read.PORT}`).replace(/\/+$/, ''),
    trustProxy: read.TRUST_PROXY,
    logLevel: read.LOG_LEVEL,
  };
}

/** Where the journeys and the built web app are, for the process that serves them. */
export function servedFolders(env: Env): { journeysDir: string; webRoot: string } {
  const read = readVariables(InstanceVariables, env);
  return { journeysDir: resolve(read.JOURNEYS_DIR), webRoot: resolve(read.WEB_ROOT) };
}
