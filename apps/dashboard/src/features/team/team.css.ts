import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

/** The permission picker: one checkbox group per area, in columns that wrap on narrow screens. */
export const areas = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  columnGap: vars.space.xl,
  rowGap: vars.space.lg,
});

/** The members enforcement will ask, in the confirmation. */
export const people = style({ margin: 0, paddingInlineStart: vars.space.lg });
