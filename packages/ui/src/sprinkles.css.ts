import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { responsiveArray, responsiveConditions } from './responsiveConditions';
import { vars } from './theme';

const space = vars.space;

/** Layout properties that change by breakpoint (mobile first, `min-width`). */
const responsiveProperties = defineProperties({
  conditions: responsiveConditions,
  defaultCondition: 'base',
  responsiveArray: [...responsiveArray],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colour and shape properties, limited to the theme's tokens. */
const tokenProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      accent: vars.color.accent.foreground,
      positive: vars.color.positive.foreground,
      caution: vars.color.caution.foreground,
      critical: vars.color.critical.foreground,
    },
    background: {
      canvas: vars.color.canvas,
      surface: vars.color.surface,
      surfaceSunken: vars.color.surfaceSunken,
    },
    borderRadius: vars.radii,
    boxShadow: vars.shadow,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
});

/**
 * Atomic layout classes limited to the theme's tokens, responsive by the spec's breakpoints
 * (`base`, then `xs` 480, `sm` 576, `md` 768, `lg` 992, `xl` 1200, `xxl` 1600 upwards).
 *
 * @example sprinkles({ display: 'flex', gap: 'medium', flexDirection: { base: 'column', md: 'row' } })
 */
export const sprinkles = createSprinkles(responsiveProperties, tokenProperties);

/** The arguments `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
