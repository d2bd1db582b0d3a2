import { writeEsArCsv } from '@liqui/domain';

/**
 * Downloads a CSV file's text as `fileName` (UTF-8; the text carries its byte-order mark, as
 * `writeEsArCsv` and `writeCsvTemplate` write it). The object URL is revoked after 10 s.
 */
export function downloadCsvText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads `records` as a CSV file named `fileName`, written for an es-AR Excel
 * (`writeEsArCsv` of `@liqui/domain`; issue 24 item 8): `;` between cells, CRLF, UTF-8 with a
 * byte-order mark, the header line the `columns` in order, every cell neutralised against
 * formula injection. The caller writes each cell as the file shows it (dates `dd/mm/aaaa` with
 * `csvDateCell`, amounts `1234,56` with `formatEsArCsvAmount`, statuses as Spanish labels). Used
 * by every export: the admin dashboard's tabs, the collaborators, the batches and the
 * verification results (Spec 03 §2).
 */
export function downloadCsv<K extends string>(
  fileName: string,
  records: readonly Readonly<Partial<Record<K, string | null>>>[],
  columns: readonly K[],
): void {
  downloadCsvText(fileName, writeEsArCsv(records, columns));
}
