import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** The debt amount: red. */
export const debtOwed = style({
  color: vars.color.critical.foreground,
  fontWeight: vars.fontWeight.strong,
});

/** 'No tenés deuda': green. */
export const debtNone = style({
  color: vars.color.positive.foreground,
  fontWeight: vars.fontWeight.strong,
});

/** A loading placeholder block (skeleton). */
export const skeleton = style({
  borderRadius: '6px',
  background: vars.color.surfaceSunken,
  minHeight: '8rem',
});

/** The insights list. */
export const insightList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
