/**
 * The light entry of @liqui/ui: tokens and the theme only, no components.
 * `.css.ts` files (here and in apps) import from this entry (`@liqui/ui/theme`), never from the
 * package barrel, so vanilla-extract's build-time evaluator does not load react-aria.
 */
export type { Breakpoint } from './breakpoints';
export { breakpoints, minWidth } from './breakpoints';
export { lightTheme } from './themes/light.css';
export type { Tone } from './vars.css';
export { vars } from './vars.css';
