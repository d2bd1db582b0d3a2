import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { buildChoiceIndicator } from '../Field/choiceIndicator';
import { vars } from '../theme';

export const options = recipe({
  base: { display: 'flex', gap: vars.space.small },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type RadioGroupVariants = NonNullable<RecipeVariants<typeof options>>;

/** The circle, its border thickening while chosen. */
export const circle = style(
  buildChoiceIndicator({
    shape: {
      borderRadius: vars.radii.full,
      transition: 'border-width 120ms, border-color 120ms',
    },
    chosenStates: ['[data-selected]'],
    chosen: { borderWidth: '6px', borderColor: vars.color.accent.background },
  }),
);
