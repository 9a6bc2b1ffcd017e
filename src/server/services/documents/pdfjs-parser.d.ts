/** PDF.js's parser (its "worker" module), which the package ships without types: the PDF check's thread hands it to PDF.js whole. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
