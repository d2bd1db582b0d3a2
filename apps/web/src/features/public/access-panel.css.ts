import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** The card of an access screen: the page heading, an optional intro and the form. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.large,
  boxShadow: vars.shadow.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** The links under a form ('Registrarse', 'Olvidé mi contraseña'). */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** A row of buttons (submit and a secondary action). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** The phone prefix and number side by side (stacked on narrow screens). */
export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 11.5rem) minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The given and family name side by side. */
export const nameRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
