import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

const focusRing = {
  outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.focusRingWidth})`,
} as const;

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
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
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
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.accent.foreground },
  },
});

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

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.borderSubtle}` },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
});

export const editingRow = style([
  row,
  {
    backgroundColor: vars.color.accent.soft,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.accent.soft },
    },
  },
]);

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  verticalAlign: 'top',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const numericCell = style([
  cell,
  { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

export const editorCell = style([cell, { minWidth: '9rem' }]);

export const actions = style({
  display: 'flex',
  gap: vars.space.xsmall,
  justifyContent: 'flex-end',
  whiteSpace: 'nowrap',
});

export const empty = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
});
