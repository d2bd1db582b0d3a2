import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The box around a form's error message: focusable by script (tabindex -1), no focus ring; one
 * line per message when the form has several.
 */
export const formErrorBox = style({
  marginBottom: vars.space.medium,
  outline: 'none',
  whiteSpace: 'pre-line',
});
