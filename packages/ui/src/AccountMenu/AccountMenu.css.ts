import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '../theme';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

/** The trigger's text: visible from sm up, read by assistive technology everywhere. */
export const triggerText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [minWidth('sm')]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

export const popover = style({
  minWidth: '16rem',
  maxWidth: 'calc(100vw - 2rem)',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.large,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  outline: 'none',
});

export const email = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const divider = style({
  border: 'none',
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  margin: `${vars.space.xsmall} 0`,
});
