import { style } from '@vanilla-extract/css';
import { choiceRow } from '../private/field/choice.css';
import { vars } from '../theme/vars.css';

export const track = style({
  flexShrink: 0,
  position: 'relative',
  inlineSize: 32,
  blockSize: 18,
  marginBlockStart: 1,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.textSubtle}`,
  backgroundColor: vars.color.neutralSubtle,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${choiceRow}[data-selected] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${choiceRow}[data-focus-visible] &`]: { boxShadow: vars.focusRing },
    [`${choiceRow}[data-disabled] &`]: { opacity: 0.5 },
    [`${choiceRow}[data-readonly] &`]: { borderStyle: 'dashed' },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineStart: 2,
  inlineSize: 12,
  blockSize: 12,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${choiceRow}[data-selected] &`]: {
      backgroundColor: vars.color.textOnAccent,
      transform: 'translateX(14px)',
    },
    [`[dir="rtl"] ${choiceRow}[data-selected] &`]: { transform: 'translateX(-14px)' },
  },
});

/** Help text starts under the label: track width plus the row gap. */
export const switchHelp = style({ paddingInlineStart: `calc(32px + ${vars.space.sm})` });
