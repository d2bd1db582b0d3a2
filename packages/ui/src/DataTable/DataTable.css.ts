import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** Scrolls the table sideways on narrow screens. */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
});

/** Added to `table` with `density="compact"`: smaller text and tighter cells, for wide tables. */
export const compactTable = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const header = style({
  backgroundColor: vars.color.surfaceSunken,
});

export const column = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const endColumn = style([column, { textAlign: 'right' }]);

/** Tighter horizontal padding of every header and cell of a compact table. */
export const compactCell = style({
  selectors: {
    [`${compactTable} &`]: { paddingLeft: vars.space.small, paddingRight: vars.space.small },
  },
});

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.borderSubtle}` },
  },
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  verticalAlign: 'top',
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
});

export const endCell = style([
  cell,
  { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

export const empty = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
});
