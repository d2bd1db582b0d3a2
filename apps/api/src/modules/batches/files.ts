/**
 * Where a batch keeps its files in the file store (Spec 03 §7, §4 "ZIP flow"): the rows as
 * uploaded (`upload-rows.ts`) and the ZIP of its invoices' PDFs (`request-zip.ts`, built by
 * `jobs/batch-zip-worker.ts`, served by `open-zip.ts`).
 */

/** The file store key of a batch's uploaded rows: `invoicesBatch/{batchId}.csv` (Spec 03 §7). */
export function batchCsvKey(batchId: string): string {
  return `invoicesBatch/${batchId}.csv`;
}

/** The file store key of a batch's ZIP of PDFs: `invoicesBatchZip/{batchId}.zip` (Spec 03 §4). */
export function batchZipKey(batchId: string): string {
  return `invoicesBatchZip/${batchId}.zip`;
}
