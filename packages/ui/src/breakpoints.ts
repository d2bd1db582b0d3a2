/**
 * The responsive breakpoints of the product, in CSS pixels (spec 01 §9).
 * A breakpoint applies from its width upwards (`min-width`).
 */
export const breakpoints = {
  xs: 480,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
} as const;

/** A breakpoint name: `xs`, `sm`, `md`, `lg`, `xl` or `xxl`. */
export type Breakpoint = keyof typeof breakpoints;

/**
 * A `min-width` media query for a breakpoint, for vanilla-extract `'@media'` blocks.
 *
 * @example style({ '@media': { [minWidth('md')]: { display: 'block' } } })
 */
export function minWidth(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}
