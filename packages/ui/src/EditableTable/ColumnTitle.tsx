import type { SortDirection } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { columnContent, sortIcon, sortIconAscending, sortIconNone } from './EditableTable.css';

/** Props of {@link ColumnTitle}. */
export type ColumnTitleProps = {
  title: string;
  /** Whether the column sorts; shows the direction icon (decorative: `aria-sort` says it). */
  allowsSorting: boolean;
  sortDirection: SortDirection | undefined;
};

/** A column header's content: the title and, for a sortable column, the direction icon. */
export function ColumnTitle({ title, allowsSorting, sortDirection }: ColumnTitleProps) {
  return (
    <span className={columnContent}>
      {title}
      {allowsSorting ? (
        <span aria-hidden="true">
          <Icon
            name="chevronDown"
            className={
              sortDirection === 'ascending'
                ? sortIconAscending
                : sortDirection === 'descending'
                  ? sortIcon
                  : sortIconNone
            }
          />
        </span>
      ) : null}
    </span>
  );
}
