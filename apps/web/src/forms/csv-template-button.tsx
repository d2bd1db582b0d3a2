import { type CsvColumns, writeCsvTemplate } from '@liqui/domain';
import { Button } from '@liqui/ui';
import { downloadCsvText } from '../shared/csv-download';

/** Props of {@link CsvTemplateButton}. */
export type CsvTemplateButtonProps = {
  /** The importer's columns: their names are the template's header line. */
  readonly columns: CsvColumns;
  /** The example row, by column name, as a person types it (`15.000,00`). */
  readonly example: Readonly<Record<string, string>>;
  /** The file's name (`plantilla-lote.csv`). */
  readonly fileName: string;
  readonly isDisabled?: boolean;
};

/**
 * 'Descargar plantilla' (issue 24 item 9): downloads the importer's template, its exact headers
 * and one example row written for an es-AR Excel (`writeCsvTemplate`), which the importer accepts
 * unchanged.
 */
export function CsvTemplateButton({
  columns,
  example,
  fileName,
  isDisabled,
}: CsvTemplateButtonProps) {
  return (
    <Button
      variant="secondary"
      isDisabled={isDisabled}
      onPress={() => downloadCsvText(fileName, writeCsvTemplate(columns, example))}
    >
      Descargar plantilla
    </Button>
  );
}
