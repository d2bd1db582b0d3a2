import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { minWidth, vars } from '../theme';
import { byTone, softTone } from '../toneStyles';

/**
 * The width of a message from the md breakpoint up: it fits the bottom-left corner the app
 * shell's sidebar column (15rem) and the main column's padding leave free of controls (issue 25
 * item 7: "toasts go to a corner that covers no control"). Below md (phones, no sidebar) a
 * message spans the bottom with margins, and the provider's spacer lets the page scroll what it
 * sits over into view.
 */
const cornerWidth = '16rem';

export const region = style({
  position: 'fixed',
  zIndex: 1000,
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  display: 'flex',
  justifyContent: 'flex-start',
  pointerEvents: 'none',
  outline: 'none',
  '@media': {
    [minWidth('md')]: { right: 'auto', width: cornerWidth, maxWidth: cornerWidth },
  },
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    width: 'min(32rem, 100%)',
    padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
    border: '1px solid',
    borderLeftWidth: '4px',
    borderRadius: vars.radii.medium,
    boxShadow: vars.shadow.large,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: { tone: softTone },
  defaultVariants: { tone: 'neutral' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { width: '1.25rem', height: '1.25rem', flexShrink: 0, marginTop: '0.125rem' },
  variants: { tone: byTone((tone) => ({ color: vars.color[tone].foreground })) },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.xxsmall,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  border: 'none',
  borderRadius: vars.radii.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: 'rgba(20, 33, 43, 0.08)' },
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const closeIcon = style({ width: '1.125rem', height: '1.125rem' });
