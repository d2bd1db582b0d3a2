import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 120ms ease-in reverse` },
  },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    overflow: 'auto',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radii.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} 180ms ease-out` },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '24rem' },
      medium: { maxWidth: '32rem' },
      large: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  marginTop: '-0.125rem',
  marginRight: '-0.5rem',
  border: 'none',
  borderRadius: vars.radii.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.text,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const closeIcon = style({ width: '1.25rem', height: '1.25rem' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap-reverse',
  gap: vars.space.small,
});
