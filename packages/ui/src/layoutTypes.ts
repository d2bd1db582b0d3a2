import type { FlexLayout } from './flexLayout.css';

/**
 * A step of the theme's space scale (`none`, `xxsmall` … `xxlarge`), or one per breakpoint:
 * `{ base: 'small', md: 'large' }`, or a responsive array `['small', null, null, 'large']`
 * (base, xs, sm, md…).
 */
export type ResponsiveSpace = NonNullable<FlexLayout['gap']>;

/** A step of the theme's space scale: `none`, `xxsmall`, `xsmall`, `small`, `medium`, `large`, `xlarge`, `xxlarge`. */
export type Space = Extract<ResponsiveSpace, string>;
