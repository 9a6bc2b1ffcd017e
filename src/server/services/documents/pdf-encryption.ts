/**
 * Whether a stored PDF is encrypted: PDF.js parses the cross-reference table and trailer and
 * reports an /Encrypt entry (it refuses a PDF that needs a password to open, and names the
 * security handler of one encrypted with an owner password only). It reads the byte ranges it
 * needs from storage, so a 25 MB statement is never held in memory whole.
 */
import { getDocument, PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readRange, type DocumentStorage } from '../../providers/storage/document-storage';

const CHUNK_BYTES = 64 * 1024;

export type PdfVerdict = 'plain' | 'encrypted' | 'unreadable';

class StorageRangeTransport extends PDFDataRangeTransport {
  constructor(
    length: number,
    private readonly storage: DocumentStorage,
    private readonly key: string,
    private readonly onError: (error: unknown) => void,
  ) {
    super(length, null);
  }

  override requestDataRange(begin: number, end: number): void {
    readRange(this.storage, this.key, begin, end).then(
      (bytes) => this.onDataRange(begin, bytes),
      (error: unknown) => this.onError(error),
    );
  }
}

export async function inspectPdf(storage: DocumentStorage, key: string, size: number): Promise<PdfVerdict> {
  let readError: Error | undefined;
  const transport = new StorageRangeTransport(size, storage, key, (error) => {
    readError = error instanceof Error ? error : new Error(String(error));
    void task.destroy();
  });
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
  try {
    const pdf = await task.promise;
    const { info } = await pdf.getMetadata();
    return (info as { EncryptFilterName?: string | null }).EncryptFilterName ? 'encrypted' : 'plain';
  } catch (error) {
    if (readError) throw readError;
    return (error as { name?: string }).name === 'PasswordException' ? 'encrypted' : 'unreadable';
  } finally {
    await task.destroy();
  }
}
