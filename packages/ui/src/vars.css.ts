import { createThemeContract } from '@vanilla-extract/css';

/**
 * The colour roles a tone provides. Every tone (neutral, accent, positive, caution, critical)
 * has the same roles, so a component picks a tone and reads the role it needs.
 */
const toneContract = {
  /** Tone-coloured text or icon on `color.surface` (AA for normal text). */
  foreground: null,
  /** Solid fill, e.g. a primary button. */
  background: null,
  /** Solid fill while hovered or pressed. */
  backgroundHover: null,
  /** Text and icons on `background` (AA for normal text). */
  onBackground: null,
  /** Tinted fill for banners, tags and toasts. */
  soft: null,
  /** Text on `soft` (AA for normal text). */
  onSoft: null,
  /** Tone-coloured border (3:1 against the surface). */
  border: null,
} as const;

/** The type roles of one heading level. */
const headingLevelContract = {
  fontSize: null,
  lineHeight: null,
} as const;

/**
 * The theme contract: semantic CSS variables every theme fills in. Components and app styles
 * read these (`vars.color.accent.background`), never raw colours.
 */
export const vars = createThemeContract({
  color: {
    /** Page background behind cards and panels. */
    canvas: null,
    /** Cards, fields, dialogs. */
    surface: null,
    /** A subtly sunken area on a surface (hover rows, field groups). */
    surfaceSunken: null,
    /** Body text. */
    text: null,
    /** Secondary text: descriptions, hints, metadata. */
    textMuted: null,
    /** Text on a dark fill. */
    textInverse: null,
    /** Decorative dividers. */
    borderSubtle: null,
    /** Borders of interactive controls (3:1 against the surface). */
    border: null,
    /** Keyboard focus ring. */
    focusRing: null,
    /** Backdrop behind modal dialogs. */
    backdrop: null,
    neutral: toneContract,
    accent: toneContract,
    positive: toneContract,
    caution: toneContract,
    critical: toneContract,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radii: {
    none: null,
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  font: {
    /** Text font stack. */
    body: null,
    /** Figures such as CUIT, CAE and amounts. */
    mono: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    strong: null,
  },
  fontSize: {
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  lineHeight: {
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  /**
   * The heading type scale: font size and line height per heading level (`level1` is the page
   * title). `Heading` reads it; headings are always `fontWeight.strong`.
   */
  heading: {
    level1: headingLevelContract,
    level2: headingLevelContract,
    level3: headingLevelContract,
    level4: headingLevelContract,
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  /** Width of the focus ring outline. */
  focusRingWidth: null,
});

/** The names of the colour tones in the contract. */
export type Tone = 'neutral' | 'accent' | 'positive' | 'caution' | 'critical';
