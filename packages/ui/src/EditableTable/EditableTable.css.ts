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

export const editorCell = style([cell, { minWidth: '9rem' }]);

export const actions = style({
  display: 'flex',
  gap: vars.space.xsmall,
  justifyContent: 'flex-end',
  whiteSpace: 'nowrap',
});

export const empty = tableEmpty;
