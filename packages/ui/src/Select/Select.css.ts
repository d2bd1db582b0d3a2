import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: '2.5rem',
  width: '100%',
  padding: `${vars.space.small} ${vars.space.small}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.medium,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    '[data-invalid] > &': { borderColor: vars.color.critical.border },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.borderSubtle,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const popover = style({
  width: 'var(--trigger-width)',
  maxHeight: '18rem',
  overflow: 'auto',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const listBox = style({
  padding: vars.space.xsmall,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small}`,
  borderRadius: vars.radii.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': {
      backgroundColor: vars.color.accent.soft,
      color: vars.color.accent.onSoft,
    },
    '&[data-selected]': { fontWeight: vars.fontWeight.strong },
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const check = style({ width: '1rem', height: '1rem', flexShrink: 0 });
