import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

/** Two short fields side by side (amount and currency, expiry and CVC), each taking its own error below it. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
});
