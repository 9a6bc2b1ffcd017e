/**
 * Whether a stored PDF is encrypted: PDF.js parses the cross-reference table and trailer and
 * reports an /Encrypt entry (it refuses a PDF that needs a password to open, and names the
 * security handler of one encrypted with an owner password only). It reads the byte ranges it
 * needs from storage, so a 25 MB statement is never held in memory whole.
 *
 * PDF.js runs on a thread of its own (pdf-inspection.worker.ts), whose polyfills cannot reach
 * this one's built-ins; this side answers its requests for ranges from storage. One thread serves
 * every check, started by the first request about an application's documents (preparePdfInspection:
 * a page that uploads lists them as it opens) or else by the first check, and kept; it keeps the
 * process alive only while a check is on its way. A server nobody uploads to never loads PDF.js.
 */
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../../threads/typescript-worker';
import { readRange, type DocumentStorage } from '../../providers/storage/document-storage';
import type { FromInspector, PdfVerdict, ToInspector } from './pdf-inspection.messages';

export type { PdfVerdict };

interface Check {
  storage: DocumentStorage;
  key: string;
  resolve: (verdict: PdfVerdict) => void;
  reject: (error: Error) => void;
}

/** What the thread says once it has loaded PDF.js. */
export interface PdfInspectionReady {
  /** PDF.js's parser is loaded too: no check waits for it. */
  parserLoaded: boolean;
}

const checks = new Map<number, Check>();
let nextId = 1;
let inspector: Worker | undefined;
/** The running thread's load: settled once it is ready, or failed if it died first. */
let loading: Promise<PdfInspectionReady> | undefined;

function startInspector(): Worker {
  const worker = startTypeScriptWorker(new URL('./pdf-inspection.worker.ts', import.meta.url));
  worker.unref();
  let loaded: (ready: PdfInspectionReady) => void = () => undefined;
  let notLoaded: (error: Error) => void = () => undefined;
  loading = new Promise<PdfInspectionReady>((resolve, reject) => ([loaded, notLoaded] = [resolve, reject]));
  // Nobody need wait for the load: a check waits for its own answer.
  loading.catch(() => undefined);
  const send = (message: ToInspector) => worker.postMessage(message);
  worker.on('message', (message: FromInspector) => {
    if (message.kind === 'ready') return loaded({ parserLoaded: message.parserLoaded });
    const check = checks.get(message.id);
    if (!check) return;
    if (message.kind === 'range') {
      readRange(check.storage, check.key, message.begin, message.end).then(
        (bytes) => send({ kind: 'bytes', id: message.id, begin: message.begin, bytes }),
        (error: unknown) => send({ kind: 'readFailed', id: message.id, message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    checks.delete(message.id);
    if (checks.size === 0) worker.unref();
    if (message.kind === 'verdict') check.resolve(message.verdict);
    else check.reject(new Error(message.message));
  });
  // A thread that dies fails the checks it had; the next check starts another.
  const fail = (error: Error) => {
    notLoaded(error);
    if (inspector === worker) inspector = undefined;
    for (const [id, check] of checks) {
      checks.delete(id);
      check.reject(error);
    }
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The PDF check's thread stopped (exit code ${code})`)));
  return worker;
}

/**
 * Starts the check's thread now, so that an applicant's first PDF does not wait while PDF.js
 * loads in it (seconds through the server's TypeScript loader, longer on a busy machine, while the
 * upload's progress stands at 99%). Answers once the thread has loaded PDF.js.
 */
export function startPdfInspection(): Promise<PdfInspectionReady> {
  inspector ??= startInspector();
  return loading!;
}

export function inspectPdf(storage: DocumentStorage, key: string, size: number): Promise<PdfVerdict> {
  inspector ??= startInspector();
  const id = nextId++;
  const worker = inspector;
  return new Promise<PdfVerdict>((resolve, reject) => {
    checks.set(id, { storage, key, resolve, reject });
    worker.ref();
    worker.postMessage({ kind: 'inspect', id, size } satisfies ToInspector);
  });
}

/**
 * Starts the check's thread without waiting for it: a page that may upload a PDF is open. A thread
 * that fails to start is started again by the first check, which reports the failure.
 */
export function preparePdfInspection(): void {
  void startPdfInspection().catch(() => undefined);
}

/** Whether the check's thread is running (started and not since stopped). */
export function isPdfInspectionRunning(): boolean {
  return inspector !== undefined;
}
