import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const figures = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const select = style({
  blockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: vars.focusRing },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** Chevrons point the reading direction's way. */
export const directional = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
