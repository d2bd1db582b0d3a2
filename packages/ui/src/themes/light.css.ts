import { createTheme } from '@vanilla-extract/css';
import { vars } from '../vars.css';

/**
 * The light theme: a class that fills in every variable of the contract. Put it on the root
 * element of the app (or of a story) so everything below reads the light values.
 * Text colours meet WCAG AA (4.5:1) on the surfaces they are paired with.
 */
export const lightTheme = createTheme(vars, {
  color: {
    canvas: '#f4f7f8',
    surface: '#ffffff',
    surfaceSunken: '#eef3f5',
    text: '#14212b',
    textMuted: '#52606d',
    textInverse: '#ffffff',
    borderSubtle: '#d9e1e6',
    border: '#6b7a88',
    focusRing: '#0a5fc2',
    backdrop: 'rgba(20, 33, 43, 0.5)',
    neutral: {
      foreground: '#3e4c59',
      background: '#3e4c59',
      backgroundHover: '#2c3842',
      onBackground: '#ffffff',
      soft: '#eef2f5',
      onSoft: '#1f2933',
      border: '#6b7a88',
    },
    accent: {
      foreground: '#0b6b73',
      background: '#0b6b73',
      backgroundHover: '#08575e',
      onBackground: '#ffffff',
      soft: '#e3f4f4',
      onSoft: '#074a50',
      border: '#0b6b73',
    },
    positive: {
      foreground: '#1b6e3c',
      background: '#1b6e3c',
      backgroundHover: '#14552e',
      onBackground: '#ffffff',
      soft: '#e7f5ec',
      onSoft: '#14532d',
      border: '#1b6e3c',
    },
    caution: {
      foreground: '#9a4a05',
      background: '#9a4a05',
      backgroundHover: '#7a3a07',
      onBackground: '#ffffff',
      soft: '#fdf3d8',
      onSoft: '#7a3a07',
      border: '#b45309',
    },
    critical: {
      foreground: '#b3261e',
      background: '#b3261e',
      backgroundHover: '#8a1c16',
      onBackground: '#ffffff',
      soft: '#fdeceb',
      onSoft: '#8a1c16',
      border: '#b3261e',
    },
  },
  space: {
    none: '0',
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
  },
  radii: {
    none: '0',
    small: '0.25rem',
    medium: '0.5rem',
    large: '0.75rem',
    full: '9999px',
  },
  font: {
    body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '650',
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    medium: '1rem',
    large: '1.25rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
  },
  lineHeight: {
    xsmall: '1rem',
    small: '1.25rem',
    medium: '1.5rem',
    large: '1.75rem',
    xlarge: '2rem',
    xxlarge: '2.5rem',
  },
  heading: {
    level1: { fontSize: '2rem', lineHeight: '2.5rem' },
    level2: { fontSize: '1.5rem', lineHeight: '2rem' },
    level3: { fontSize: '1.25rem', lineHeight: '1.75rem' },
    level4: { fontSize: '1rem', lineHeight: '1.5rem' },
  },
  shadow: {
    small: '0 1px 2px rgba(20, 33, 43, 0.08)',
    medium: '0 4px 12px rgba(20, 33, 43, 0.12)',
    large: '0 12px 32px rgba(20, 33, 43, 0.18)',
  },
  focusRingWidth: '2px',
});
