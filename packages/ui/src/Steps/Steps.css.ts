import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  selectors: {
    '&[data-status="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.strong },
    '&[data-status="complete"]': { color: vars.color.text },
  },
});

/** The numbered circle; filled for the current step, tinted for finished ones. */
export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radii.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    [`${item}[data-status="current"] &`]: {
      borderColor: vars.color.accent.background,
      backgroundColor: vars.color.accent.background,
      color: vars.color.accent.onBackground,
    },
    [`${item}[data-status="complete"] &`]: {
      borderColor: vars.color.accent.border,
      backgroundColor: vars.color.accent.soft,
      color: vars.color.accent.onSoft,
    },
  },
});

export const checkIcon = style({
  width: '1rem',
  height: '1rem',
});

/** The line between two steps (decorative). */
export const separator = style({
  width: '2rem',
  height: '2px',
  backgroundColor: vars.color.borderSubtle,
  selectors: {
    [`${item}:last-child &`]: { display: 'none' },
  },
});
