import { style } from '@vanilla-extract/css';
import { timelineDate, timelineList, timelineRow } from '../../shared/timeline/timeline.css';

export const list = timelineList;

/** A step: a bar on the inline start, accented for the step the payout is at. */
export const step = style([
  timelineRow,
  { gridTemplateColumns: 'minmax(12rem, auto) 1fr', alignItems: 'baseline' },
]);

export const date = timelineDate;
