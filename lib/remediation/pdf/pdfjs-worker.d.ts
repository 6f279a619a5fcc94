// pdfjs-dist ships no types for its worker module; loading it in-process only needs the handler to exist.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
