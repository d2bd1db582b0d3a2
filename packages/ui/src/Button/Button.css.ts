import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radii.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent.background,
        color: vars.color.accent.onBackground,
        selectors: {
          '&[data-hovered], &[data-pressed]': {
            backgroundColor: vars.color.accent.backgroundHover,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.accent.foreground,
        borderColor: vars.color.accent.border,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.accent.soft },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accent.foreground,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.accent.soft },
        },
      },
      danger: {
        backgroundColor: vars.color.critical.background,
        color: vars.color.critical.onBackground,
        selectors: {
          '&[data-hovered], &[data-pressed]': {
            backgroundColor: vars.color.critical.backgroundHover,
          },
        },
      },
    },
    size: {
      small: {
        minHeight: '2rem',
        padding: `${vars.space.xxsmall} ${vars.space.small}`,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
      },
      medium: {
        minHeight: '2.5rem',
        padding: `${vars.space.small} ${vars.space.medium}`,
        fontSize: vars.fontSize.medium,
        lineHeight: vars.lineHeight.medium,
      },
      large: {
        minHeight: '3rem',
        padding: `${vars.space.small} ${vars.space.large}`,
        fontSize: vars.fontSize.large,
        lineHeight: vars.lineHeight.large,
      },
    },
    isFullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', isFullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in place (keeping the width) but is hidden while pending. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: {
    '[data-pending] > &': { visibility: 'hidden' },
  },
});

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
