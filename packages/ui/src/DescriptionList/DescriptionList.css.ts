import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** One term with its value, the term above. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
