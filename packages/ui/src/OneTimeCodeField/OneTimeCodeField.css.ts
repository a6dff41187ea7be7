import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const codeArea = style({
  position: 'relative',
  display: 'inline-flex',
  gap: vars.space.sm,
  direction: 'ltr',
  alignSelf: 'flex-start',
});

/** The real input covers the boxes; its own text is invisible, the boxes draw the digits. */
export const codeInput = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'transparent',
  caretColor: 'transparent',
  fontSize: 1,
  cursor: 'text',
  selectors: {
    '&::selection': { background: 'transparent' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const codeBox = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 40,
    blockSize: 48,
    boxSizing: 'border-box',
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.fontSize.xl,
    fontFamily: vars.font.mono,
    fontVariantNumeric: 'tabular-nums',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.fast,
  },
  variants: {
    active: { true: { borderColor: vars.color.focusRing, boxShadow: vars.focusRing } },
    invalid: { true: { borderColor: vars.color.danger } },
    disabled: { true: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted } },
  },
});
