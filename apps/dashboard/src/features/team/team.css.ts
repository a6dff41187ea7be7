import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

/** The permission picker: one checkbox group per area, in columns that wrap on narrow screens. */
export const areas = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  columnGap: vars.space.xl,
  rowGap: vars.space.lg,
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.sm,
});

/** The members enforcement will ask, in the confirmation. */
export const people = style({ margin: 0, paddingInlineStart: vars.space.lg });
