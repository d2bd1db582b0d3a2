import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The error screen's own two rules (what `sprinkles({ fontSize: 'xlarge', marginTop: 'none',
 * marginBottom: 'large' })` and `sprinkles({ marginTop: 'large' })` give), so that the app's
 * first chunk does not carry the kit's sprinkles runtime for one screen (issue 11 item 4).
 */
export const errorTitle = style({
  fontSize: vars.fontSize.xlarge,
  marginTop: vars.space.none,
  marginBottom: vars.space.large,
});

/** Room above the 'Volver a intentar' button. */
export const errorActions = style({ marginTop: vars.space.large });
