import { vars } from '@liqui/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The widget itself, themed with the kit's tokens through ALTCHA's CSS custom properties. */
export const widget = style({
  vars: {
    '--altcha-max-width': '100%',
    '--altcha-border-radius': vars.radii.medium,
    '--altcha-color-base': vars.color.surface,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-neutral': vars.color.border,
    '--altcha-color-neutral-content': vars.color.textMuted,
    '--altcha-checkbox-border-color': vars.color.border,
    '--altcha-checkbox-outline-color': vars.color.focusRing,
    '--altcha-color-primary': vars.color.accent.background,
    '--altcha-color-primary-content': vars.color.accent.onBackground,
    '--altcha-color-success': vars.color.positive.background,
    '--altcha-color-success-content': vars.color.positive.onBackground,
    '--altcha-color-error': vars.color.critical.background,
    '--altcha-color-error-content': vars.color.critical.onBackground,
  },
  display: 'block',
});

// ALTCHA draws its check mark over the checkbox and forwards clicks on it to the input. Let the
// pointer reach the input itself, as for any checkbox (automation clicks it by its role).
globalStyle(`${widget} .altcha-checkbox svg`, { pointerEvents: 'none' });
