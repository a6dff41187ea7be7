import { vars } from '@paydesk/ui/theme';
import { style } from '@vanilla-extract/css';

/** No browser fieldset frame: the legend reads as the group's label. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.sm,
});
