/**
 * Watches an upload's body while it arrives. Fastify sets no request timeout, so a client that
 * opens an upload and stops sending would hold the request, an open file and its `.partial` file
 * for as long as it keeps the socket open. The guard:
 * - fails the upload with DOC_ERR_UPLOAD_STALLED when nothing arrived for the idle timeout: the
 *   file stream is destroyed, so storage closes and removes the partial file, and the answer
 *   closes the connection;
 * - closes the connection when the answer went out already (a refusal) and the rest of the body
 *   stalls;
 * - fails the upload at once when the server shuts down (`fail` with DOC_ERR_UPLOAD_INTERRUPTED).
 * Progress is the socket's byte count, not a 'data' listener: a listener would start the body
 * flowing before the multipart parser is attached, and Node drops such listeners when it
 * discards a body nobody read. Time the server itself holds the body back (back-pressure from
 * the disk) is not counted as the client's.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentError } from '../../errors';
import type { UploadPart } from '../../services/documents/documents.service';

export class UploadGuard {
  readonly #request: FastifyRequest;
  readonly #reply: FastifyReply;
  readonly #idleMs: number;
  readonly #onEnd: () => void;
  #timer: NodeJS.Timeout | undefined;
  #lastBytes = 0;
  #lastProgress = Date.now();
  #failure: Error | undefined;
  #file: Readable | undefined;
  #rejectWaiting: ((error: Error) => void) | undefined;

  /** `onEnd` is called once a watching guard stops (the body arrived, or the request ended). */
  constructor(request: FastifyRequest, reply: FastifyReply, idleMs: number, onEnd: () => void) {
    this.#request = request;
    this.#reply = reply;
    this.#idleMs = idleMs;
    this.#onEnd = onEnd;
    const bytesRead = request.raw.socket?.bytesRead;
    if (typeof bytesRead !== 'number') return; // not a network request (app.inject): no socket to stall
    this.#lastBytes = bytesRead;
    this.#timer = setInterval(() => this.#check(), Math.min(1000, Math.max(50, idleMs / 4)));
    this.#timer.unref();
    request.raw.once('close', () => this.#stop());
  }

  /** Whether the body is still being watched (it has not arrived whole, and nothing failed). */
  get watching(): boolean {
    return this.#timer !== undefined;
  }

  /** The request's parts, failing with the guard's error as soon as it has one. */
  async *parts(source: AsyncIterable<UploadPart>): AsyncGenerator<UploadPart> {
    const iterator = source[Symbol.asyncIterator]();
    for (;;) {
      if (this.#failure) throw this.#failure;
      const next = iterator.next();
      // After a failure nobody waits for it, but it still settles once the request closes.
      next.catch(() => undefined);
      const result = await new Promise<IteratorResult<UploadPart>>((resolve, reject) => {
        this.#rejectWaiting = reject;
        next.then(resolve, reject);
      });
      this.#rejectWaiting = undefined;
      if (result.done) return;
      if (result.value.type === 'file') this.#file = result.value.file;
      yield result.value;
    }
  }

  /** Ends the upload with `error` unless its body arrived whole or it was answered already. */
  fail(error: Error): void {
    if (this.#timer === undefined || this.#reply.raw.headersSent) return;
    this.#failure = error;
    this.#stop();
    // The rest of the body will not be read, so the connection cannot carry another request.
    this.#reply.header('connection', 'close');
    this.#file?.destroy(error);
    this.#rejectWaiting?.(error);
  }

  #check(): void {
    const raw = this.#request.raw;
    if (raw.complete || raw.destroyed) {
      this.#stop();
      return;
    }
    const bytes = raw.socket?.bytesRead ?? this.#lastBytes;
    const heldBack = raw.isPaused() || raw.readableLength >= raw.readableHighWaterMark;
    if (bytes !== this.#lastBytes || heldBack) {
      this.#lastBytes = bytes;
      this.#lastProgress = Date.now();
      return;
    }
    if (Date.now() - this.#lastProgress < this.#idleMs) return;
    if (this.#reply.raw.headersSent) {
      this.#stop();
      raw.destroy(); // answered already: the rest of the body is not waited for
      return;
    }
    this.fail(documentError('DOC_ERR_UPLOAD_STALLED'));
  }

  #stop(): void {
    if (this.#timer === undefined) return;
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#onEnd();
  }
}
