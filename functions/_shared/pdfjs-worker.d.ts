// PDF.js ships types for its API (pdf.mjs) but not for its worker module, which decode-upload.ts
// imports only so that it registers itself as `globalThis.pdfjsWorker`.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown
}
