/** What the main thread and the PDF check's thread (pdf-inspection.worker.ts) say to each other. */
export type PdfVerdict = 'plain' | 'encrypted' | 'unreadable';

export type ToInspector =
  | { kind: 'inspect'; id: number; size: number }
  | { kind: 'bytes'; id: number; begin: number; bytes: Uint8Array }
  | { kind: 'readFailed'; id: number; message: string };

export type FromInspector =
  /** PDF.js is loaded, its parser too (no check will wait for an import). */
  | { kind: 'ready'; parserLoaded: boolean }
  | { kind: 'range'; id: number; begin: number; end: number }
  | { kind: 'verdict'; id: number; verdict: PdfVerdict }
  | { kind: 'failed'; id: number; message: string };
