import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { minWidth, vars } from '../theme';

const focusRing = {
  outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
} as const;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.canvas,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  zIndex: 1100,
  padding: `${vars.space.small} ${vars.space.medium}`,
  backgroundColor: vars.color.accent.background,
  color: vars.color.accent.onBackground,
  borderRadius: vars.radii.medium,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'nowrap',
  minHeight: '3.5rem',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  // Pushes the header links and actions to the end.
  marginRight: 'auto',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const headerActions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.small,
});

/** The header links: one line; with a menu, only from md up (below, they are in the menu). */
export const headerLinks = recipe({
  base: {
    display: 'flex',
    flexShrink: 0,
    alignItems: 'center',
    gap: vars.space.medium,
    whiteSpace: 'nowrap',
  },
  variants: {
    collapses: {
      true: {
        display: 'none',
        '@media': { [minWidth('md')]: { display: 'flex' } },
      },
      false: {},
    },
  },
});

/** The header links inside the menu, below md; hidden from md up (they are in the header). */
export const navHeaderLinks = style({
  listStyle: 'none',
  margin: `${vars.space.small} 0 0`,
  padding: `${vars.space.small} 0 0`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  '@media': { [minWidth('md')]: { display: 'none' } },
});

export const menuButton = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.medium,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '1px' },
  },
  '@media': {
    [minWidth('md')]: { display: 'none' },
  },
});

/** The menu button's text: icon-only below xs (the button keeps its accessible name). */
export const menuButtonText = style({
  display: 'none',
  '@media': { [minWidth('xs')]: { display: 'inline' } },
});

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [minWidth('md')]: {
      display: 'grid',
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

/** Hidden below md unless opened with the menu button; a sidebar from md up. */
export const nav = style({
  display: 'none',
  padding: vars.space.small,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  selectors: {
    '&[data-open]': { display: 'block' },
  },
  '@media': {
    [minWidth('md')]: {
      display: 'block',
      position: 'sticky',
      top: '3.5rem',
      maxHeight: 'calc(100dvh - 3.5rem)',
      overflowY: 'auto',
      alignSelf: 'stretch',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.borderSubtle}`,
    },
  },
});

export const navList = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
  },
  variants: {
    depth: {
      top: { padding: 0 },
      nested: {
        paddingLeft: vars.space.medium,
        paddingTop: vars.space.xxsmall,
      },
    },
  },
});

export type NavListVariants = NonNullable<RecipeVariants<typeof navList>>;

export const navItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space.small} ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radii.medium,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.borderSubtle },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent.soft,
      color: vars.color.accent.onSoft,
      fontWeight: vars.fontWeight.strong,
      boxShadow: `inset 3px 0 0 ${vars.color.accent.background}`,
    },
    '&[data-contains-current]': { fontWeight: vars.fontWeight.strong },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const main = style({
  minWidth: 0,
  padding: vars.space.medium,
  outline: 'none',
  '@media': {
    [minWidth('md')]: { padding: vars.space.large },
  },
});

export const footer = style({
  padding: `${vars.space.medium} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
