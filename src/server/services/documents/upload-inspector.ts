/**
 * Looks at an upload while it streams to storage, holding only its first bytes: counts and
 * limits the size (the stream fails as soon as it passes the limit), hashes it, keeps the head
 * for magic-byte detection, follows whether the whole file is UTF-8 text without NUL bytes
 * (TXT and CSV have no magic bytes), and notes where another format starts inside it.
 */
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { documentError } from '../../errors';
import { EmbeddedMarkers, type EmbeddedMarkerOffsets } from './embedded-markers';

/** file-type reads at most this many bytes for the types we accept. */
export const HEAD_BYTES = 4100;

export interface InspectedUpload {
  size: number;
  sha256: string;
  head: Uint8Array;
  /** Valid UTF-8 throughout, and no NUL byte. */
  isText: boolean;
  /** Where a PDF header or HTML markup starts after the first byte, if anywhere. */
  embedded: EmbeddedMarkerOffsets;
}

export class UploadInspector extends Transform {
  #size = 0;
  readonly #hash = createHash('sha256');
  readonly #head: Buffer[] = [];
  #headLength = 0;
  #isText = true;
  readonly #decoder = new TextDecoder('utf-8', { fatal: true });
  readonly #markers = new EmbeddedMarkers();

  constructor(
    private readonly maxBytes: number,
    private readonly limitMb: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#size > this.maxBytes) {
      done(documentError('DOC_ERR_FILE_TOO_LARGE', [this.limitMb]));
      return;
    }
    this.#hash.update(chunk);
    if (this.#headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.#headLength);
      this.#head.push(Buffer.from(part)); // a copy, so the chunk itself can be released
      this.#headLength += part.length;
    }
    if (this.#isText) this.#followText(chunk);
    this.#markers.push(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.#isText) {
      try {
        this.#decoder.decode(); // an incomplete sequence at the end is not text
      } catch {
        this.#isText = false;
      }
    }
    done();
  }

  #followText(chunk: Buffer): void {
    if (chunk.includes(0)) {
      this.#isText = false;
      return;
    }
    try {
      this.#decoder.decode(chunk, { stream: true });
    } catch {
      this.#isText = false;
    }
  }

  #result: InspectedUpload | undefined;

  /** What was seen; call once the stream has ended. */
  result(): InspectedUpload {
    this.#result ??= {
      size: this.#size,
      sha256: this.#hash.digest('hex'),
      head: new Uint8Array(Buffer.concat(this.#head)),
      isText: this.#isText,
      embedded: this.#markers.found,
    };
    return this.#result;
  }
}
