import { vars } from '@liqui/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
});

export const brandMark = style({
  width: '1.75rem',
  height: '1.75rem',
  flexShrink: 0,
});

/** The access screens' frame: brand on top, one centred column, the footer at the bottom. */
export const centeredFrame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.canvas,
});

export const centeredHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.medium} ${vars.space.medium}`,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const centeredMain = style({
  flex: 1,
  width: '100%',
  maxWidth: '30rem',
  margin: '0 auto',
  padding: vars.space.medium,
  outline: 'none',
});

export const centeredFooter = style({
  padding: vars.space.medium,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const pageLoading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
});

globalStyle(`${centeredHeader} ${brandMark}`, {
  width: '2.25rem',
  height: '2.25rem',
});
