import { vars } from '@liqui/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const label = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

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

/** Read by screen readers, not shown (the widget's own label shows the same state). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.critical.foreground,
});

// ALTCHA draws its check mark over the checkbox and forwards clicks on it to the input. Let the
// pointer reach the input itself, as for any checkbox (automation clicks it by its role).
globalStyle(`${widget} .altcha-checkbox svg`, { pointerEvents: 'none' });
