import { vars } from '@liqui/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
});

/** The brand alone on top of an access screen: the name at the page-title size. */
export const brandLarge = style({
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const brandMark = style({
  width: '1.75rem',
  height: '1.75rem',
  flexShrink: 0,
});

globalStyle(`${brandLarge} ${brandMark}`, { width: '2.25rem', height: '2.25rem' });

/** The spinner's frame while a shell or a page loads (kept out of sprinkles: first chunk). */
export const pageLoading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
});
