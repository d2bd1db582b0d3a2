import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
});

export const pageSize = style({
  width: '7rem',
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  whiteSpace: 'nowrap',
});
