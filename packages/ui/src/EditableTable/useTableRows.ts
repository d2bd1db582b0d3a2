import { useCallback, useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { compareValues, type EditableColumn } from './editableColumns';

/** Options of {@link useTableRows}. */
export type TableRowsOptions<Row> = {
  /** The caller's rows. */
  rows: readonly Row[];
  /** The row's key. */
  keyOf: (row: Row) => string;
  /** The table's columns. */
  columns: readonly EditableColumn<Row>[];
  /** The current sort, if any. */
  sortDescriptor: SortDescriptor | undefined;
};

/**
 * The rows an `EditableTable` shows: the caller's rows with the rows saved here laid over them
 * (until the caller passes new `rows`), then sorted.
 */
export function useTableRows<Row extends Record<string, unknown>>({
  rows,
  keyOf,
  columns,
  sortDescriptor,
}: TableRowsOptions<Row>) {
  const [saved, setSaved] = useState<{ source: readonly Row[]; byKey: Map<string, Row> }>({
    source: rows,
    byKey: new Map(),
  });

  const currentRows = useMemo(() => {
    if (saved.source !== rows || saved.byKey.size === 0) return rows;
    return rows.map((row) => saved.byKey.get(keyOf(row)) ?? row);
  }, [rows, saved, keyOf]);

  const sortedRows = useMemo(() => {
    const column = columns.find((c) => c.key === sortDescriptor?.column);
    if (column === undefined) return currentRows;
    const sign = sortDescriptor?.direction === 'descending' ? -1 : 1;
    return [...currentRows].sort(
      (a, b) => sign * compareValues(a[column.key], b[column.key], column.kind),
    );
  }, [currentRows, columns, sortDescriptor]);

  /** Shows a saved row's new values until the caller passes new `rows`. */
  const keepSaved = useCallback(
    (key: string, row: Row) =>
      setSaved((current) => {
        const byKey = new Map(current.source === rows ? current.byKey : []);
        byKey.set(key, row);
        return { source: rows, byKey };
      }),
    [rows],
  );

  return { currentRows, sortedRows, keepSaved };
}
