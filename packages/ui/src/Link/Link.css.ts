import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const link = recipe({
  base: {
    color: vars.color.accent.foreground,
    borderRadius: vars.radii.small,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-hovered]': { color: vars.color.accent.backgroundHover },
      '&[data-pressed]': { color: vars.color.accent.onSoft },
      '&[data-focus-visible]': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-disabled]': {
        color: vars.color.textMuted,
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
    },
  },
  variants: {
    variant: {
      /** Underlined, for links inside running text. */
      inline: { textDecoration: 'underline' },
      /** Bold and underlined on hover, for links that stand on their own. */
      standalone: {
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
