import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const ringBox = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const svg = recipe({
  base: { display: 'block', overflow: 'visible' },
  variants: {
    isIndeterminate: {
      true: {
        animation: `${spin} 900ms linear infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
      },
    },
  },
});

export const track = style({ stroke: vars.color.borderStrong });

export const fill = style({
  stroke: vars.color.accent,
  transition: `stroke-dashoffset ${vars.motion.normal} ${vars.motion.easing}`,
});

export const text = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

/** The percentage inside a large ring. */
export const centerValue = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
