import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The whole viewport: header, the centred column, the footer at the bottom. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.canvas,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.medium} ${vars.space.medium}`,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '30rem',
  margin: '0 auto',
  padding: vars.space.medium,
  outline: 'none',
});

export const footer = style({
  padding: vars.space.medium,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
