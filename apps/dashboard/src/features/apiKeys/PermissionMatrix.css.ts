import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

/** The group: no browser fieldset frame; the rows in columns that wrap on narrow screens. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.sm,
});

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
  columnGap: vars.space.xl,
  rowGap: vars.space.md,
});
