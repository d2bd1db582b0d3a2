import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

const rotate = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const spinner = recipe({
  base: {
    flexShrink: 0,
    animation: `${rotate} 0.8s linear infinite`,
  },
  variants: {
    size: {
      small: { width: '1rem', height: '1rem' },
      medium: { width: '1.5rem', height: '1.5rem' },
      large: { width: '2.5rem', height: '2.5rem' },
    },
    tone: {
      accent: { color: vars.color.accent.foreground },
      neutral: { color: vars.color.neutral.foreground },
      /** Uses the surrounding text colour, e.g. inside a button. */
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'medium', tone: 'accent' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const track = style({ opacity: 0.25 });
