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

const focusRing = {
  outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.focusRingWidth})`,
} as const;

export const root = tableRoot;

export const scroller = tableScroller;

export const table = style([
  tableBase,
  { outline: 'none', selectors: { '&[data-focus-visible]': focusRing } },
]);

export const header = tableHeader;

/**
 * Titles wrap between words (unlike the shared header's one line), so a long title such as
 * 'Monto máximo de facturación' takes the width of its figures and the table fits its card.
 */
export const column = style([
  tableColumnBase,
  {
    whiteSpace: 'normal',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered]': { color: vars.color.accent.foreground },
    },
  },
]);

export const numericColumn = style([column, { textAlign: 'right' }]);

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const sortIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 120ms',
});

export const sortIconAscending = style([sortIcon, { transform: 'rotate(180deg)' }]);

export const sortIconNone = style([sortIcon, { visibility: 'hidden' }]);

export const row = style([
  tableRowBase,
  {
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const editingRow = style([
  row,
  {
    backgroundColor: vars.color.accent.soft,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.accent.soft },
    },
  },
]);

export const cell = style([
  tableCellBase,
  { outline: 'none', selectors: { '&[data-focus-visible]': focusRing } },
]);

export const numericCell = style([cell, tableNumeric]);

/** The edit dialog's fields: as many columns of at least 14rem as fit, one on a phone. */
export const dialogFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.medium,
});

/**
 * The edit dialog's Save and Cancel: they stick to the bottom of the dialog (its modal scrolls)
 * so they stay in view when the fields do not fit.
 */
export const dialogActions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginTop: vars.space.medium,
  paddingBlock: vars.space.medium,
  backgroundColor: vars.color.surface,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xsmall,
  justifyContent: 'flex-end',
  whiteSpace: 'nowrap',
});

export const empty = tableEmpty;
