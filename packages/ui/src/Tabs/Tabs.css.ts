import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** The tab list wraps onto more lines rather than scrolling sideways. */
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.strong,
      borderBottomColor: vars.color.accent.background,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
      borderRadius: vars.radii.small,
    },
  },
});

export const panel = style({
  minWidth: 0,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
