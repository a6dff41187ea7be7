import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1 },
});

export const popover = style({
  minInlineSize: 'max(180px, var(--trigger-width))',
  maxInlineSize: 360,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  zIndex: vars.zIndex.popover,
  overflow: 'auto',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

export const menu = style({ padding: vars.space.xxs, outline: 'none', maxBlockSize: 'inherit' });

export const item = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"icon label end" ". description ."',
    alignItems: 'center',
    columnGap: vars.space.sm,
    minBlockSize: vars.size.controlMd,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.md,
    cursor: 'pointer',
    outline: 'none',
    textDecoration: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
      '&[data-pressed]': { backgroundColor: vars.color.neutralSubtle },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
      '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      // Destructive items: red text plus (by convention) a trash icon and a confirmation step afterwards.
      danger: {
        color: vars.color.dangerText,
        selectors: { '&[data-focused]': { backgroundColor: vars.color.dangerSubtle } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const itemIcon = style({ gridArea: 'icon', display: 'inline-flex' });
export const itemLabel = style({
  gridArea: 'label',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const itemDescription = style({
  gridArea: 'description',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});
export const itemEnd = style({
  gridArea: 'end',
  display: 'inline-flex',
  color: vars.color.textMuted,
});

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  border: 'none',
  blockSize: 1,
  backgroundColor: vars.color.border,
  marginBlock: vars.space.xxs,
  marginInline: 0,
});
