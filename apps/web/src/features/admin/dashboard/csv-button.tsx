import { messages, type User } from '@liqui/domain';
import { Button, useToast } from '@liqui/ui';
import { useState } from 'react';
import { downloadCsv } from '../csv-download';
import { toUserCsvRecords, userCsvColumns } from './users-csv';

/** Props of {@link CsvButton}. */
export type CsvButtonProps = {
  /** The file's name without `.csv` (the tab's id). */
  readonly fileName: string;
  /** Reads the users to write (every page of the tab, or the search's results). */
  readonly load: () => Promise<readonly User[]>;
  /** The button's accessible text, e.g. 'Descargar CSV de Pagos vencidos'. */
  readonly label: string;
};

/**
 * 'Descargar CSV': reads the users (pending meanwhile), writes them with `toUserCsvRecords`
 * (cells neutralised against formula injection) and downloads `{fileName}.csv`. A failed read
 * shows 'Ocurrio un error' (Spec 03 §8, loading users failed).
 */
export function CsvButton({ fileName, load, label }: CsvButtonProps) {
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
          downloadCsv(`${fileName}.csv`, toUserCsvRecords(users), userCsvColumns);
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
