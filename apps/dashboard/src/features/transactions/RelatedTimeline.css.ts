import { style } from '@vanilla-extract/css';
import { timelineDate, timelineList, timelineRow } from '../../shared/timeline/timeline.css';

export const list = timelineList;

export const item = style([
  timelineRow,
  { gridTemplateColumns: 'minmax(11rem, auto) 1fr auto auto', alignItems: 'center' },
]);

export const date = timelineDate;

export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
