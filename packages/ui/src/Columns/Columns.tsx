import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import type { Breakpoint } from '../breakpoints';
import type { ResponsiveSpace } from '../layoutTypes';
import { columnSprinkles, column as columnStyle, columns as columnsStyle } from './Columns.css';

const alignRow = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

/** The width of a {@link Column}: `content`, or a fraction of the row. */
export type ColumnWidth =
  | 'content'
  | '1/2'
  | '1/3'
  | '2/3'
  | '1/4'
  | '3/4'
  | '1/5'
  | '2/5'
  | '3/5'
  | '4/5';

/** Props of {@link Columns}. */
export type ColumnsProps = {
  /**
   * The space between columns (and between stacked columns once collapsed), a step of the
   * theme's space scale; may change by breakpoint.
   */
  space: ResponsiveSpace;
  /**
   * Below this breakpoint the columns stack vertically, each the full width, in source order
   * (e.g. `md`: side by side from 768 px, stacked on a phone). Without it they always sit side
   * by side.
   */
  collapseBelow?: Breakpoint;
  /**
   * Vertical alignment of the columns within the row.
   * @default 'top'
   */
  alignY?: 'top' | 'center' | 'bottom';
  /** The columns: {@link Column} elements only. */
  children: ReactElement<ColumnProps> | readonly (ReactElement<ColumnProps> | null | false)[];
};

/** Props of {@link Column}. */
export type ColumnProps = {
  /**
   * The column's width: `content` (as wide as its content), a fraction of the row (`1/2`,
   * `1/3`, `2/3`, `1/4`, `3/4`, `1/5` … `4/5`, gaps accounted for), or, without it, the width
   * the other columns leave (columns without a width share it equally).
   */
  width?: ColumnWidth;
  /** The column's content. */
  children: ReactNode;
};

const CollapseContext = createContext<Breakpoint | undefined>(undefined);

/**
 * Lays out {@link Column}s side by side with space between them; below `collapseBelow` they
 * stack vertically. Column widths are fractions of the row or `content`; the rest is shared by
 * the columns without a width.
 *
 * @example
 * <Columns space="large" collapseBelow="md">
 *   <Column width="2/3"><Card title="Datos">…</Card></Column>
 *   <Column><Card title="Resumen">…</Card></Column>
 * </Columns>
 */
export function Columns({ space, collapseBelow, alignY = 'top', children }: ColumnsProps) {
  const layout = columnSprinkles({
    columnsSpace: space,
    ...(collapseBelow === undefined
      ? { flexDirection: 'row', alignItems: alignRow[alignY] }
      : {
          flexDirection: { base: 'column', [collapseBelow]: 'row' },
          alignItems: { base: 'stretch', [collapseBelow]: alignRow[alignY] },
        }),
  });
  return (
    <div className={`${columnsStyle} ${layout}`}>
      <CollapseContext.Provider value={collapseBelow}>{children}</CollapseContext.Provider>
    </div>
  );
}

/** One column of {@link Columns}. */
export function Column({ width, children }: ColumnProps) {
  const collapseBelow = useContext(CollapseContext);
  const wide = width ?? 'fluid';
  const layout = columnSprinkles({
    columnWidth: collapseBelow === undefined ? wide : { base: 'full', [collapseBelow]: wide },
  });
  return <div className={`${columnStyle} ${layout}`}>{children}</div>;
}
