import { messages } from '@liqui/domain';
import { Alert, Spinner } from '@liqui/ui';
import type { ReactNode } from 'react';

/** Props of {@link TableState}. */
export type TableStateProps<Data> = {
  /** SWR's data: `undefined` while the first load runs. */
  readonly data: Data | undefined;
  /** SWR's error of the last load, if any. */
  readonly error: unknown;
  /** What is loading, announced by the spinner ('Cargando categorías'). */
  readonly loadingLabel: string;
  /** The table, once the data is there. */
  readonly children: (data: Data) => ReactNode;
};

/**
 * The loading and load-error states of an admin table: a spinner while the first load runs, and
 * 'Error leyendo Base de datos' (spec 02 §8, the closest spec message for a failed read) when it
 * fails with nothing to show. Data already on screen stays while a revalidation runs or fails.
 */
export function TableState<Data>({ data, error, loadingLabel, children }: TableStateProps<Data>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error !== undefined && error !== null) {
    return <Alert tone="critical">{messages['load.database']}</Alert>;
  }
  return <Spinner label={loadingLabel} isLabelVisible />;
}
