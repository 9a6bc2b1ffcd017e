/**
 * The PDF check's own thread: PDF.js's Node build brings core-js polyfills that replace
 * `JSON.stringify`, `JSON.parse` and `Array.prototype.push` for the whole isolate, which slowed
 * every request of the server that loaded it. Here they replace this thread's only. The bytes are
 * read by the main thread (which holds the storage) and sent over on request, range by range.
 *
 * The thread loads all of PDF.js as it starts, its parser too (PDF.js would import that on the
 * first document), and says it is ready: through the server's TypeScript loader that takes
 * seconds, which the server spends at its start rather than on an applicant's first PDF.
 */
import { parentPort } from 'node:worker_threads';
import { getDocument, PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as parser from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import type { FromInspector, ToInspector } from './pdf-inspection.messages';

const CHUNK_BYTES = 64 * 1024;
const port = parentPort!;
const send = (message: FromInspector) => port.postMessage(message);

/** Ranges asked for by id, answered by the main thread. */
const transports = new Map<number, RangeTransport>();

// PDF.js parses in this same thread: given its parser here, it imports none on the first document.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;

class RangeTransport extends PDFDataRangeTransport {
  /** Ends the document task (set once it exists). */
  end = () => Promise.resolve();
  constructor(
    private readonly id: number,
    length: number,
  ) {
    super(length, null);
  }

  override requestDataRange(begin: number, end: number): void {
    send({ kind: 'range', id: this.id, begin, end });
  }
}

async function inspect(id: number, size: number): Promise<void> {
  const transport = new RangeTransport(id, size);
  transports.set(id, transport);
  const task = getDocument({
    range: transport,
    length: size,
    rangeChunkSize: CHUNK_BYTES,
    disableAutoFetch: true,
    disableStream: true,
    disableFontFace: true,
    isEvalSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  transport.end = () => task.destroy();
  // A check already answered (its bytes could not be read) says nothing more.
  const answer = (message: FromInspector) => transports.delete(id) && send(message);
  try {
    const pdf = await task.promise;
    const { info } = await pdf.getMetadata();
    answer({ kind: 'verdict', id, verdict: (info as { EncryptFilterName?: string | null }).EncryptFilterName ? 'encrypted' : 'plain' });
  } catch (error) {
    answer({ kind: 'verdict', id, verdict: (error as { name?: string }).name === 'PasswordException' ? 'encrypted' : 'unreadable' });
  } finally {
    await task.destroy();
  }
}

port.on('message', (message: ToInspector) => {
  if (message.kind === 'inspect') {
    void inspect(message.id, message.size);
    return;
  }
  const transport = transports.get(message.id);
  if (!transport) return;
  if (message.kind === 'bytes') return transport.onDataRange(message.begin, message.bytes);
  // The bytes could not be read: the check fails with the storage's error, and the document task ends.
  transports.delete(message.id);
  send({ kind: 'failed', id: message.id, message: message.message });
  void transport.end();
});

send({ kind: 'ready', parserLoaded: Boolean((globalThis as { pdfjsWorker?: { WorkerMessageHandler?: unknown } }).pdfjsWorker?.WorkerMessageHandler) });
