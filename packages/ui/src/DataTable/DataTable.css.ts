import { style } from '@vanilla-extract/css';
import {
  tableBase,
  tableCellBase,
  tableColumnBase,
  tableEmpty,
  tableHeader,
  tableNumeric,
  tableRoot,
  tableRowBase,
  tableScroller,
} from '../tableStyles.css';
import { vars } from '../theme';

export const root = tableRoot;

export const scroller = tableScroller;

export const table = tableBase;

/** Added to `table` with `density="compact"`: smaller text and tighter cells, for wide tables. */
export const compactTable = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const header = tableHeader;

export const column = tableColumnBase;

export const endColumn = style([column, { textAlign: 'right' }]);

/** Tighter horizontal padding of every header and cell of a compact table. */
export const compactCell = style({
  selectors: {
    [`${compactTable} &`]: { paddingLeft: vars.space.small, paddingRight: vars.space.small },
  },
});

export const row = tableRowBase;

export const cell = style([
  tableCellBase,
  { textAlign: 'left', fontWeight: vars.fontWeight.regular },
]);

/**
 * Right-aligned figures. The alignment is repeated here: `cell` sets `left` (a row-header `<th>`
 * would otherwise be centred) and its rule comes after `tableNumeric` in the stylesheet, so
 * without this class's own rule the body cells stayed left-aligned.
 */
export const endCell = style([cell, tableNumeric, { textAlign: 'right' }]);

export const empty = tableEmpty;
