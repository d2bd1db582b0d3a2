import { type CsvColumns, type CsvEncoding, formatMessage } from '@liqui/domain';
import { Alert, Inline, Stack, Text } from '@liqui/ui';
import type { ReactNode } from 'react';
import { CsvFileButton } from '../../forms/csv-file-button';
import { CsvTemplateButton } from '../../forms/csv-template-button';
import { type Progress, RunProgress } from '../run-progress';

/** Props of {@link CsvImportRun}. */
export type CsvImportRunProps = {
  /** 'Importar CSV': the hidden input's `data-*` attribute (end-to-end tests use it), the handler. */
  readonly file: {
    readonly dataAttribute: `data-${string}`;
    readonly onFile: (file: File) => void;
    readonly isDisabled?: boolean;
    /** While the file is read ('Leyendo archivo'). */
    readonly isPending?: boolean;
  };
  /** 'Descargar plantilla': the importer's columns, an example row and the file's name. */
  readonly template: {
    readonly columns: CsvColumns;
    readonly example: Readonly<Record<string, string>>;
    readonly fileName: string;
  };
  /** Shown above the buttons (the columns the file takes). */
  readonly intro?: ReactNode;
  /** The run's buttons, after the two CSV buttons ('Upload batch', 'Verificar seleccionadas'). */
  readonly actions?: ReactNode;
  /** The last file's message when it could not be read (a critical alert). */
  readonly importError?: string;
  /** The encoding of the file read, shown only while it has rows ('Archivo leído como …'). */
  readonly encoding?: CsvEncoding;
  /** The element of the encoding line. @default Text's default (`span`) */
  readonly encodingAs?: 'p';
  /** After the encoding: the preview's notices (no valid row, counts) or the preview itself. */
  readonly notices?: ReactNode;
  /** The run's progress, with the bar's visible name; none before a run. */
  readonly progress?: Progress;
  readonly progressLabel?: string;
  /** After the progress bar: the run's summary and errors. */
  readonly summary?: ReactNode;
};

/**
 * The CSV import panel every importer shows (issue 28 item 4, the page kit: the bulk users, the
 * invoice verification, the invoice batch): file → preview → run → summary, in this order in one
 * `Stack`: `intro`, the buttons ('Importar CSV', 'Descargar plantilla', then `actions`), the
 * file's message ('Error en archivo CSV', a column message) as a critical alert, 'Archivo leído
 * como <codificación>', `notices`, the run's progress bar ('N de M (P %)') and `summary`. The
 * state comes from {@link useCsvImportRun}; the rows table is the page's.
 */
export function CsvImportRun({
  file,
  template,
  intro,
  actions,
  importError,
  encoding,
  encodingAs,
  notices,
  progress,
  progressLabel = 'Progreso de la carga',
  summary,
}: CsvImportRunProps) {
  return (
    <Stack space="medium">
      {intro}
      <Inline space="small">
        <CsvFileButton
          inputDataAttribute={file.dataAttribute}
          isDisabled={file.isDisabled}
          isPending={file.isPending}
          onFile={file.onFile}
        />
        <CsvTemplateButton
          columns={template.columns}
          example={template.example}
          fileName={template.fileName}
        />
        {actions}
      </Inline>
      {importError ? <Alert tone="critical">{importError}</Alert> : null}
      {encoding ? (
        <Text as={encodingAs} tone="secondary">
          {formatMessage('csv.encoding', { encoding })}
        </Text>
      ) : null}
      {notices}
      {progress ? <RunProgress progress={progress} label={progressLabel} /> : null}
      {summary}
    </Stack>
  );
}
