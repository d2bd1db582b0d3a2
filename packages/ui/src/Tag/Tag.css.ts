import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';
import { softTone } from '../toneStyles';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    width: 'fit-content',
    border: '1px solid',
    borderRadius: vars.radii.full,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: softTone,
    size: {
      small: {
        padding: `0 ${vars.space.small}`,
        fontSize: vars.fontSize.xsmall,
        lineHeight: vars.lineHeight.small,
      },
      medium: {
        padding: `${vars.space.xxsmall} ${vars.space.small}`,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;
