import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The column that holds label, control, description and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  width: 'fit-content',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const errorText = style({
  color: vars.color.critical.foreground,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
});

const focusOutline = {
  outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '1px',
} as const;

/** The bordered box of a text-like control (an input, or a group holding one). */
export const inputBox = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  width: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.medium,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-within]': {
      ...focusOutline,
      borderColor: vars.color.accent.border,
    },
    '&[data-invalid]': { borderColor: vars.color.critical.border },
    // Read-only: the value stays fully legible (it is data, not a disabled control) but the box
    // reads as not editable: sunken background, quiet border, no hover emphasis.
    '&[readonly]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.borderSubtle,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.borderSubtle,
      cursor: 'not-allowed',
    },
  },
});

/** A bare input inside an `inputBox` group. */
export const inputBare = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  padding: `${vars.space.small} ${vars.space.small}`,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A standalone input that is its own box. */
export const input = style([
  inputBox,
  {
    padding: `${vars.space.small} ${vars.space.small}`,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.medium,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);

/** A small square icon button inside an input box (show password, steppers). */
export const inlineButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: '2.5rem',
  padding: `0 ${vars.space.small}`,
  border: 'none',
  borderLeft: `1px solid ${vars.color.borderSubtle}`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:last-child': {
      borderTopRightRadius: vars.radii.medium,
      borderBottomRightRadius: vars.radii.medium,
    },
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.borderSubtle },
    '&[data-focus-visible]': { ...focusOutline, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** Decorative icon size for inline icons. */
export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
});

/**
 * A box around an input plus inline buttons, taking its states from the input it holds
 * (react-aria marks the input with `data-focused`, `data-invalid`, `data-disabled`).
 */
export const inputGroup = style([
  inputBox,
  {
    selectors: {
      '&:has(> input[data-hovered])': { borderColor: vars.color.text },
      '&:has(> input[data-focused])': { ...focusOutline, borderColor: vars.color.accent.border },
      '&:has(> input[data-invalid])': { borderColor: vars.color.critical.border },
      '&:has(> input[readonly])': {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.borderSubtle,
      },
      '&:has(> input[data-disabled])': {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        borderColor: vars.color.borderSubtle,
      },
    },
  },
]);
