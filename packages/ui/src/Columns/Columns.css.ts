import { createVar, style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { responsiveArray, responsiveConditions } from '../responsiveConditions';
import { vars } from '../theme';

/** The space between columns, set on `Columns` and read by each `Column`'s width. */
const gap = createVar();

export const columns = style({
  display: 'flex',
  minWidth: 0,
});

export const column = style({
  minWidth: 0,
});

/**
 * A fraction of the row: with `n` columns of fractions summing to 1 and `n - 1` gaps, a column
 * of fraction `f` is `f × (100% + gap) − gap` wide, so the fractions and the gaps fill the row
 * exactly (`1/3` and `2/3` line up with `1/3 1/3 1/3` in another row).
 */
const fraction = (numerator: number, denominator: number) => ({
  flex: `0 1 calc((100% + ${gap}) * ${numerator} / ${denominator} - ${gap})`,
  width: 'auto',
});

type SpaceStep = keyof typeof vars.space;

/** Per space step: the gap both ways, and the variable the column widths subtract. */
const spaceSteps = Object.fromEntries(
  (Object.keys(vars.space) as SpaceStep[]).map((step) => {
    const value = vars.space[step];
    return [step, { vars: { [gap]: value }, columnGap: value, rowGap: value }];
  }),
) as Record<SpaceStep, { vars: Record<string, string>; columnGap: string; rowGap: string }>;

/** The responsive pieces of `Columns` and `Column`: the gap and each column's width. */
const columnProperties = defineProperties({
  conditions: responsiveConditions,
  defaultCondition: 'base',
  responsiveArray: [...responsiveArray],
  properties: {
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end'],
    columnsSpace: spaceSteps,
    columnWidth: {
      /** Takes the width the other columns leave. */
      fluid: { flex: '1 1 0', width: 'auto' },
      /** As wide as its content. */
      content: { flex: '0 0 auto', width: 'auto' },
      /** The whole row: a collapsed column. */
      full: { flex: '0 0 auto', width: '100%' },
      '1/2': fraction(1, 2),
      '1/3': fraction(1, 3),
      '2/3': fraction(2, 3),
      '1/4': fraction(1, 4),
      '3/4': fraction(3, 4),
      '1/5': fraction(1, 5),
      '2/5': fraction(2, 5),
      '3/5': fraction(3, 5),
      '4/5': fraction(4, 5),
    },
  },
});

export const columnSprinkles = createSprinkles(columnProperties);
