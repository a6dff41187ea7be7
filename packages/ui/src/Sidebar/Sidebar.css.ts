import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const iconBox = '20px';

/** Takes the sidebar's room in the layout; the panel inside may grow over the content while peeking. */
export const slot = style({
  position: 'relative',
  flexShrink: 0,
  blockSize: '100%',
  inlineSize: vars.size.sidebarExpanded,
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-presentation="rail"]': { inlineSize: vars.size.sidebarRail },
  },
});

export const panel = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceSunken,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  transitionProperty: 'inline-size, box-shadow',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-peek]': {
      inlineSize: vars.size.sidebarExpanded,
      boxShadow: vars.shadow.popover,
      zIndex: vars.zIndex.sidebar,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const headerContent = style({ flex: 1, minInlineSize: 0 });

export const nav = style({
  flex: 1,
  minBlockSize: 0,
  overflowBlock: 'auto',
  overflowInline: 'hidden',
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: {
    [`${panel}[data-collapsed] &`]: { justifyContent: 'center' },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const sectionTitle = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** In the rail the section title stays as the list's name but a divider takes its place. */
export const sectionTitleCollapsed = style({
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  blockSize: 1,
  inlineSize: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
});

export const sectionDivider = style({
  blockSize: 1,
  marginInline: vars.space.xs,
  backgroundColor: vars.color.border,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const nestedList = style([
  list,
  {
    paddingBlockStart: vars.space.xxs,
    paddingInlineStart: `calc(${iconBox} + ${vars.space.sm})`,
  },
]);

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSubtle },
    '&[data-current]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
    [`${panel}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const icon = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: iconBox,
  blockSize: iconBox,
});

globalStyle(`${icon} > svg`, { inlineSize: '18px', blockSize: '18px' });

export const label = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    [`${panel}[data-collapsed] &`]: {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      margin: -1,
      clipPath: 'inset(50%)',
    },
  },
});

export const badge = style({
  flexShrink: 0,
  minInlineSize: '20px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // On the rail the count sits on the icon's corner.
    [`${panel}[data-collapsed] &`]: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: `calc(50% + 2px)`,
      minInlineSize: '16px',
      lineHeight: '16px',
      paddingInline: '3px',
      fontSize: '0.625rem',
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-expanded]': { transform: 'rotate(90deg)' },
    '[dir="rtl"] &:not([data-expanded])': { transform: 'scaleX(-1)' },
    [`${panel}[data-collapsed] &`]: { display: 'none' },
  },
});

export const groupPanel = style({
  selectors: {
    [`${panel}[data-collapsed] &`]: { display: 'none' },
  },
});

export const tooltip = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  boxShadow: vars.shadow.popover,
  zIndex: vars.zIndex.popover,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSubtle },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
  },
});

/** Direction-bound icons (panel open/close, chevrons) point the other way in right-to-left. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
