import { messages } from '@liqui/domain';
import { useToast } from '@liqui/ui';
import { useCallback } from 'react';

/**
 * Wraps one row save of an admin table (spec 01 §4.5, §7, §8): on success the table's notice
 * ('Tabla de Monotributos actualizada'…) as a positive toast; on failure 'Hubo un error
 * actualizando los datos' as a critical toast and the error is thrown again, so the
 * EditableTable keeps the row in edit mode with the values the admin typed.
 *
 * @returns `save(run, notice)`: runs `run`, shows the notice, and resolves with what `run` gave.
 */
export function useRowSave(): <T>(run: () => Promise<T>, notice: string) => Promise<T> {
  const toast = useToast();
  return useCallback(
    async <T>(run: () => Promise<T>, notice: string): Promise<T> => {
      let saved: T;
      try {
        saved = await run();
      } catch (error) {
        toast.show({ tone: 'critical', message: messages['data.updateError'] });
        throw error;
      }
      toast.show({ tone: 'positive', message: notice });
      return saved;
    },
    [toast],
  );
}

/**
 * The list with the row whose key matches `saved`'s replaced by `saved` (the server's answer),
 * so the table shows the new values at once while SWR revalidates.
 */
export function replaceRow<Row>(
  rows: readonly Row[],
  saved: Row,
  sameRow: (a: Row, b: Row) => boolean,
): Row[] {
  return rows.map((row) => (sameRow(row, saved) ? saved : row));
}
