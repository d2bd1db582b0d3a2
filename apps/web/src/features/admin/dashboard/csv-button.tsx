import { argentineDateOf, messages, type User } from '@liqui/domain';
import { Button, useToast } from '@liqui/ui';
import { useState } from 'react';
import { downloadCsv } from '../../../shared/csv-download';
import { toUserCsvRecords, userCsvColumns, userCsvFileName } from './users-csv';

/** Props of {@link CsvButton}. */
export type CsvButtonProps = {
  /**
   * Which list the file holds (the tab's id, or `busqueda`): its name is
   * `usuarios-<list>-<aaaa-mm-dd>.csv` (`userCsvFileName`).
   */
  readonly list: string;
  /** Reads the users to write (every page of the tab, or the search's results). */
  readonly load: () => Promise<readonly User[]>;
  /** The button's accessible text, e.g. 'Descargar CSV de Pagos vencidos'. */
  readonly label: string;
};

/**
 * 'Descargar CSV': reads the users (pending meanwhile), writes them for an es-AR Excel with
 * `toUserCsvRecords` and `downloadCsv` (`;`, UTF-8 with BOM, the values the table shows, cells
 * neutralised against formula injection; issue 24 item 8) and downloads
 * `usuarios-<list>-<aaaa-mm-dd>.csv`, dated the Argentine day of the download. A failed read
 * shows 'Ocurrio un error' (Spec 03 §8, loading users failed).
 */
export function CsvButton({ list, load, label }: CsvButtonProps) {
  const toast = useToast();
  const [isPending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="small"
      isPending={isPending}
      onPress={async () => {
        setPending(true);
        try {
          const users = await load();
          downloadCsv(
            userCsvFileName(list, argentineDateOf(new Date())),
            toUserCsvRecords(users),
            userCsvColumns,
          );
        } catch {
          toast.show({ tone: 'critical', message: messages['users.loadError'] });
        } finally {
          setPending(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
