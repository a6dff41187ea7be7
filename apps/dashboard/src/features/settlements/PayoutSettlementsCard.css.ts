import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Each settlement on a line of its own, divided from the next. */
export const item = style({
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
