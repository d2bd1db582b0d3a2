import { style } from '@vanilla-extract/css';
import { vars } from './theme';

/**
 * The look every table of the kit shares (`DataTable`, `EditableTable`): the frame, the header
 * row, the cells and the empty state. Each table composes these with its own interaction styles
 * (focus rings, sorting, editing).
 */

export const tableRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** Scrolls the table sideways on narrow screens. */
export const tableScroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.color.surface,
});

export const tableBase = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
});

export const tableHeader = style({
  backgroundColor: vars.color.surfaceSunken,
});

export const tableColumnBase = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

/** A separator under every row but the last. */
export const tableRowBase = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.borderSubtle}` },
  },
});

export const tableCellBase = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  verticalAlign: 'top',
});

/** Right-aligned figures that line up (amounts). */
export const tableNumeric = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tableEmpty = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
});
