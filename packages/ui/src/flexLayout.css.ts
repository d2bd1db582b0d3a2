import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { responsiveArray, responsiveConditions } from './responsiveConditions';
import { vars } from './theme';

/**
 * The responsive flex properties `Stack` and `Inline` set, and nothing else: the atoms of the
 * kit's public {@link import('./sprinkles.css').sprinkles} cover every layout and token property
 * at seven breakpoints (about 700 classes and their lookup table, 4 KB gzip of JS and 3 KB of CSS),
 * which every screen with a stack would otherwise load (issue 11 item 4: `/login` first load).
 * Same conditions and space scale as `sprinkles`, so a responsive value reads the same.
 */
const flexProperties = defineProperties({
  conditions: responsiveConditions,
  defaultCondition: 'base',
  responsiveArray: [...responsiveArray],
  properties: {
    display: ['flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
  },
});

/**
 * Atomic flex classes for the kit's layout primitives.
 *
 * @example flexLayout({ display: 'flex', gap: { base: 'small', md: 'large' } })
 */
export const flexLayout = createSprinkles(flexProperties);

/** The arguments `flexLayout()` accepts. */
export type FlexLayout = Parameters<typeof flexLayout>[0];
