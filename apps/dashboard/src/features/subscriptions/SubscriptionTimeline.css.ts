import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';
import { timelineDate, timelineList, timelineRow } from '../../shared/timeline/timeline.css';

/** The invoices: a timeline with room between them. */
export const list = style([timelineList, { gap: vars.space.md }]);

/** An invoice: a timeline row, its payments and reminders beneath. */
export const invoice = style([timelineRow, { gap: vars.space.xs }]);

export const events = style([timelineList, { gap: vars.space.xs }]);

export const event = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, auto) 1fr',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const date = timelineDate;
