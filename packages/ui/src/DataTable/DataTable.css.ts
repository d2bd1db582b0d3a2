import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

/** The table's frame; focusable (with a ring) when the table is wider and it scrolls. */
export const scroller = style([
  tableScroller,
  {
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
]);

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

/** The narrow layout: one card per row. */
export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  color: vars.color.text,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
});

/** Added to `cardList` with `density="compact"`. */
export const compactCards = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.color.surface,
});

export const cardFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
});

/** A label and its value side by side; the value takes the larger share. */
export const cardField = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cardLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
});

export const cardValue = recipe({
  base: {
    margin: 0,
    minWidth: 0,
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    isRowHeader: {
      true: { fontWeight: vars.fontWeight.strong },
      false: {},
    },
  },
});

/** The untitled cells (actions) at the foot of a card. */
export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cardsEmpty = style([
  tableEmpty,
  {
    margin: 0,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderRadius: vars.radii.medium,
    backgroundColor: vars.color.surface,
  },
]);
