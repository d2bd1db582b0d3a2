import { vars } from '@liqui/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/**
 * The company dashboard's status colours (Spec 03 §4): ACTIVO green, INCOMPLETO grey, BAJA red,
 * INACTIVO orange, BLOQUEADO yellow. Each is a light fill with dark text of the same hue and a
 * solid dot, so the text keeps a contrast above 4.5:1 and the status is read from its text, not
 * from the colour alone.
 */
const palette = {
  ACTIVO: { fill: '#dcf5e3', ink: '#0b5d1e', dot: '#1f9d45' },
  INCOMPLETO: { fill: '#eceef1', ink: '#343a40', dot: '#868e96' },
  BAJA: { fill: '#fde2e1', ink: '#8a1c14', dot: '#d93025' },
  INACTIVO: { fill: '#ffe8d1', ink: '#7a3a00', dot: '#f08c00' },
  BLOQUEADO: { fill: '#fff5c2', ink: '#5c4800', dot: '#f5c400' },
  other: { fill: '#eceef1', ink: '#343a40', dot: '#868e96' },
} as const;

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: '2px',
  borderRadius: '999px',
  fontSize: '0.875rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '::before': {
    content: '""',
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: '50%',
    backgroundColor: 'currentColor',
  },
});

export const tone = styleVariants(palette, ({ fill, ink }) => ({
  backgroundColor: fill,
  color: ink,
}));
