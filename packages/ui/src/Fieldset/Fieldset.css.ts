import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

/**
 * The legend: a small heading over a group of fields, or a field label over one composite
 * control. A legend is no flex item of its fieldset, so its space below is a margin.
 */
export const legend = recipe({
  base: {
    padding: 0,
    color: vars.color.text,
    overflowWrap: 'break-word',
  },
  variants: {
    size: {
      standard: {
        marginBottom: vars.space.small,
        fontSize: vars.fontSize.medium,
        lineHeight: vars.lineHeight.medium,
        fontWeight: vars.fontWeight.strong,
      },
      small: {
        marginBottom: vars.space.xsmall,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
        fontWeight: vars.fontWeight.medium,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type LegendVariants = NonNullable<RecipeVariants<typeof legend>>;
