import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

const size = (step: 'xsmall' | 'small' | 'medium' | 'large') => ({
  fontSize: vars.fontSize[step],
  lineHeight: vars.lineHeight[step],
});

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    overflowWrap: 'break-word',
  },
  variants: {
    size: {
      xsmall: size('xsmall'),
      small: size('small'),
      medium: size('medium'),
      large: size('large'),
    },
    tone: {
      neutral: { color: 'inherit' },
      secondary: { color: vars.color.textMuted },
      critical: { color: vars.color.critical.foreground },
      positive: { color: vars.color.positive.foreground },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    tabularNumbers: {
      true: { fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
  },
  defaultVariants: { size: 'medium', tone: 'neutral', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
