import type { CsvEncoding } from '@liqui/domain';
import { useCallback, useState } from 'react';
import type { Progress } from '../run-progress';

/**
 * What an importer's reader answers (`readUsersBatchCsv`, `readVerificationCsv`,
 * `readBatchCsvInWorker`): the file's rows and the encoding it was read as, or one Spanish
 * message ('Error en archivo CSV', a column message…).
 */
export type CsvReadOutcome<Row> =
  | { readonly ok: true; readonly rows: readonly Row[]; readonly encoding: CsvEncoding }
  | { readonly ok: false; readonly message: string };

/** The state {@link useCsvImportRun} keeps, and its two steps. */
export type CsvImportRunState = {
  /** The last file's message when it could not be read; `undefined` once a file was read. */
  readonly importError: string | undefined;
  /** The encoding the last file read was in ('Archivo leído como Windows-1252'). */
  readonly encoding: CsvEncoding | undefined;
  /** While a file is being read. */
  readonly isReading: boolean;
  /** The run's progress (rows answered of rows sent); `undefined` before a run. */
  readonly progress: Progress | undefined;
  /** While the run sends rows. */
  readonly isRunning: boolean;
  /**
   * Reads `file` with `reader`: on failure keeps the message in `importError` (the rows already
   * loaded stay; nothing else changes) and resolves `undefined`; on success clears
   * `importError`, keeps the encoding and resolves the rows.
   */
  readonly read: <Row>(
    file: File,
    reader: (file: File) => Promise<CsvReadOutcome<Row>>,
  ) => Promise<readonly Row[] | undefined>;
  /** Sets or clears the file's message (a run clears it as it starts). */
  readonly setImportError: (message: string | undefined) => void;
  readonly setProgress: (
    progress: Progress | undefined | ((current: Progress | undefined) => Progress | undefined),
  ) => void;
  readonly setRunning: (isRunning: boolean) => void;
};

/**
 * The state of a CSV import that runs (issue 28 item 4, the page kit; the bulk users, the invoice
 * verification and the invoice batch): file → read (its message, or its rows and encoding) →
 * run (progress of the rows sent) → the page's summary. The rows, what a run sends and what its
 * summary says stay with the page; {@link CsvImportRun} shows this state.
 */
export function useCsvImportRun(): CsvImportRunState {
  const [importError, setImportError] = useState<string>();
  const [encoding, setEncoding] = useState<CsvEncoding>();
  const [isReading, setReading] = useState(false);
  const [progress, setProgress] = useState<Progress>();
  const [isRunning, setRunning] = useState(false);

  const read = useCallback(
    async <Row>(file: File, reader: (file: File) => Promise<CsvReadOutcome<Row>>) => {
      setReading(true);
      const outcome = await reader(file);
      setReading(false);
      if (!outcome.ok) {
        setImportError(outcome.message);
        return undefined;
      }
      setImportError(undefined);
      setEncoding(outcome.encoding);
      return outcome.rows;
    },
    [],
  );

  return {
    importError,
    encoding,
    isReading,
    progress,
    isRunning,
    read,
    setImportError,
    setProgress,
    setRunning,
  };
}
