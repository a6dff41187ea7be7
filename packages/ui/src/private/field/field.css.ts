import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The field's outer stack: label, control, description, error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMark = style({ color: vars.color.dangerText });

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.dangerText,
});

export const fieldErrorIcon = style({ flexShrink: 0, marginBlockStart: 3 });

const focused = { borderColor: vars.color.focusRing, boxShadow: vars.focusRing };
const invalid = { borderColor: vars.color.danger };

/**
 * The bordered box. Put it on a bare RAC `Input`/`TextArea` (states from [data-focused], [data-invalid]...)
 * or on a RAC `Group` holding an input plus adornments (states from [data-focus-within]...).
 * Text controls show the ring on any focus: a caret alone is too faint to find.
 */
export const inputBox = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    inlineSize: '100%',
    minInlineSize: 0,
    boxSizing: 'border-box',
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: 'inherit',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow, background-color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
      '&[data-hovered]:not([data-disabled]):not([data-invalid])': {
        borderColor: vars.color.textSubtle,
      },
      '&[data-focused], &[data-focus-within], &[data-focus-visible]': focused,
      '&[data-invalid]': invalid,
      '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
        borderColor: vars.color.danger,
        boxShadow: vars.focusRing,
      },
      '&[readonly], &:has(input[readonly]), &:has(textarea[readonly])': {
        backgroundColor: vars.color.surfaceSunken,
      },
      // No opacity: adornments such as the currency code must keep readable contrast.
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.textMuted,
        borderColor: vars.color.border,
        backgroundColor: vars.color.surfaceSunken,
      },
    },
  },
  variants: {
    size: {
      sm: { minBlockSize: vars.size.controlSm, fontSize: vars.fontSize.sm },
      md: { minBlockSize: vars.size.controlMd, fontSize: vars.fontSize.md },
      lg: { minBlockSize: vars.size.controlLg, fontSize: vars.fontSize.lg },
    },
    /** `text`: the box is the input itself and needs its own padding. `group`: children pad themselves. */
    kind: {
      text: { paddingInline: vars.space.sm },
      group: { paddingInline: 0, overflow: 'hidden' },
    },
  },
  defaultVariants: { size: 'md', kind: 'text' },
});

/** A borderless input that fills a `group` box. */
export const groupInput = style({
  flex: 1,
  minInlineSize: 0,
  alignSelf: 'stretch',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingInline: vars.space.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A small square icon button inside a `group` box (clear, reveal, steppers, chevrons). */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  alignSelf: 'stretch',
  minInlineSize: vars.size.controlSm,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'default',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]:not([data-disabled])': {
      color: vars.color.text,
      backgroundColor: vars.color.surfaceHover,
    },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.neutralSubtle },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** Inline text or icon that sits in a `group` box without being interactive (currency code, search icon). */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  userSelect: 'none',
});

export type InputBoxVariants = NonNullable<RecipeVariants<typeof inputBox>>;
