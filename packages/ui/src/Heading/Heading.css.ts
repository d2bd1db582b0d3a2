import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

const level = (step: keyof typeof vars.heading) => ({
  fontSize: vars.heading[step].fontSize,
  lineHeight: vars.heading[step].lineHeight,
});

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    color: vars.color.text,
    overflowWrap: 'break-word',
    selectors: {
      // A focus target focused by script: a ring only when the user navigates by keyboard.
      '&:focus:not(:focus-visible)': { outline: 'none' },
    },
  },
  variants: {
    size: {
      1: level('level1'),
      2: level('level2'),
      3: level('level3'),
      4: level('level4'),
    },
  },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
