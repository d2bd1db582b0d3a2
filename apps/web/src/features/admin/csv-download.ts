import Papa from 'papaparse';

/**
 * Downloads `records` as a CSV file named `fileName`: papaparse's `unparse` in `columns` order
 * (the header line is the column names), UTF-8 with a byte-order mark so a spreadsheet reads the
 * accents. The caller neutralises the cells against formula injection first
 * (`neutralizeCsvCell` of `@liqui/domain`). Used by the admin dashboard's tabs and the CSV
 * verification results (Spec 03 §2).
 */
export function downloadCsv<R extends object>(
  fileName: string,
  records: readonly R[],
  columns: readonly (keyof R & string)[],
): void {
  const text = Papa.unparse(records as R[], { columns: [...columns] });
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
