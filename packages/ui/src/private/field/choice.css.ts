import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Checkbox, radio and switch: a control drawn beside its label, with help text aligned under the label. */
export const choiceField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const choiceRow = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

const boxSize = '16px';
/** Help text under a choice starts under its label, past the box and the gap. */
export const choiceHelp = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(${boxSize} + ${vars.space.sm})`,
});

/** The square (checkbox) or circle (radio); states come from the row's RAC data attributes. */
export const choiceBox = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: boxSize,
  blockSize: boxSize,
  marginBlockStart: 2,
  boxSizing: 'border-box',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.textSubtle,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textOnAccent,
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${choiceRow}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text },
    [`${choiceRow}[data-selected] &, ${choiceRow}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${choiceRow}[data-focus-visible] &`]: { boxShadow: vars.focusRing },
    [`${choiceRow}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choiceRow}[data-invalid][data-selected] &`]: { backgroundColor: vars.color.danger },
    [`${choiceRow}[data-disabled] &`]: { opacity: 0.5 },
    [`${choiceRow}[data-readonly] &`]: { backgroundColor: vars.color.surfaceSunken },
  },
});

export const radioBox = style({
  borderRadius: vars.radius.full,
  selectors: {
    [`${choiceRow}[data-selected] &`]: {
      backgroundColor: vars.color.surfaceRaised,
      borderWidth: 5,
    },
  },
});

/** A vertical or horizontal list of choices under one group label. */
export const choiceGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const choiceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlock: vars.space.xxs,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.lg,
    },
  },
});
