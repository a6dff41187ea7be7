import { style } from '@vanilla-extract/css';
import { field } from '../private/field/field.css';
import { vars } from '../theme/vars.css';

export const select = style([field]);

/** The trigger reuses the input box; invalid comes from the Select root. */
export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'default',
  selectors: {
    [`${select}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${select}[data-open] &`]: { borderColor: vars.color.focusRing },
  },
});

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
