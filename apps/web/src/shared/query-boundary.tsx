import { Alert, Spinner, Text } from '@liqui/ui';
import type { ReactNode } from 'react';
import { type DataOf, decideQueryState, type QueryLike } from './query-state';

/** Props of {@link QueryBoundary}. */
export type QueryBoundaryProps<Queries extends readonly QueryLike<unknown>[]> = {
  /** The SWR responses the content needs (`useApiQuery(…)`), in the order `children` gets them. */
  readonly queries: Queries;
  /** The spinner's visible label while any query loads ('Cargando tus impuestos'). */
  readonly loadingLabel: string;
  /**
   * The critical alert's text when a query without data failed: a fixed message of
   * `@liqui/domain`'s catalogue (`messages['load.database']`), or one made from the error
   * (`isApiError(error) ? error.message : …`).
   */
  readonly errorMessage: string | ((error: unknown) => string);
  /**
   * The alert's live region, as `Alert`'s `live` (`polite` where the error replaces a spinner
   * inside a form a user is filling).
   * @default Alert's default for `critical` (assertive)
   */
  readonly errorLive?: 'assertive' | 'polite' | 'off';
  /** Whether the loaded data has nothing to show; with `empty`, shows `empty` instead of `children`. */
  readonly isEmpty?: (data: DataOf<Queries>) => boolean;
  /** What to show when `isEmpty` holds (a string is shown as a paragraph). */
  readonly empty?: ReactNode;
  /** The content, given every query's data in order, once all have answered. */
  readonly children: (data: DataOf<Queries>) => ReactNode;
};

/**
 * Loading, error and empty of N SWR queries in one place (issue 28 item 4, the page kit): a
 * `Spinner` with its visible label until every query has data, a critical `Alert` with the
 * page's text when one failed before answering, `empty` when there is nothing to list, else
 * `children` with the data. The markup is the one the pages wrote by hand (`Spinner label
 * isLabelVisible`, `Alert tone="critical"`), so texts, roles and focus stay as they were: nothing
 * takes the focus; the alert is announced by its live region.
 *
 * @example
 * <QueryBoundary queries={[dashboard]} loadingLabel="Cargando tus impuestos"
 *   errorMessage={messages['load.dashboardIndices']}>
 *   {([data]) => <MonotributoCard dashboard={data.dashboard} />}
 * </QueryBoundary>
 */
export function QueryBoundary<const Queries extends readonly QueryLike<unknown>[]>({
  queries,
  loadingLabel,
  errorMessage,
  errorLive,
  isEmpty,
  empty,
  children,
}: QueryBoundaryProps<Queries>) {
  const state = decideQueryState(queries, empty === undefined ? undefined : isEmpty);
  switch (state.kind) {
    case 'loading':
      return <Spinner label={loadingLabel} isLabelVisible />;
    case 'error':
      return (
        <Alert tone="critical" live={errorLive}>
          {typeof errorMessage === 'string' ? errorMessage : errorMessage(state.error)}
        </Alert>
      );
    case 'empty':
      return typeof empty === 'string' ? <Text>{empty}</Text> : empty;
    case 'ready':
      return children(state.data);
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}
