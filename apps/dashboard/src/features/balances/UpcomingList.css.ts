import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const amount = style({ whiteSpace: 'nowrap' });

/** The date, on a line of its own below the kind and the amount. */
export const when = style({ gridColumn: '1 / -1' });
