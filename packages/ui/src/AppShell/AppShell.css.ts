import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"sidebar header" "sidebar main"',
  minBlockSize: '100vh',
  backgroundColor: vars.color.surface,
  selectors: {
    // Under 600 px the sidebar's cell holds only the drawer button, at the start of the header row.
    '&[data-screen="narrow"]': { gridTemplateAreas: '"sidebar header" "main main"' },
  },
});

export const sidebar = style({
  gridArea: 'sidebar',
  position: 'sticky',
  insetBlockStart: 0,
  blockSize: '100vh',
  zIndex: vars.zIndex.sidebar,
  selectors: {
    [`${root}[data-screen="narrow"] &`]: {
      blockSize: 'auto',
      display: 'flex',
      alignItems: 'center',
      paddingInlineStart: vars.space.sm,
      backgroundColor: vars.color.surface,
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

/** Keeps content within LAYOUT_MAX_WIDTH_PX (vars.size.layoutConstrained) unless the width is `full`. */
export const container = style({
  inlineSize: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  selectors: {
    [`${root}[data-width="constrained"] &`]: { maxInlineSize: vars.size.layoutConstrained },
    [`${root}[data-screen="narrow"] &`]: { paddingInline: vars.space.lg },
  },
});

export const headerBar = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minBlockSize: '56px',
    paddingBlock: vars.space.sm,
  },
]);

export const title = style({ flex: 1, minInlineSize: 0 });

export const search = style({
  flex: '0 1 360px',
  minInlineSize: 0,
  selectors: { [`${root}[data-screen="narrow"] &`]: { flexBasis: 'auto' } },
});

export const indicators = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

export const main = style({
  gridArea: 'main',
  minInlineSize: 0,
  outline: 'none',
  paddingBlock: vars.space.xl,
});

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:not(:focus)': {
      clipPath: 'inset(50%)',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      padding: 0,
    },
    '&:focus-visible': { boxShadow: vars.focusRing },
  },
});
