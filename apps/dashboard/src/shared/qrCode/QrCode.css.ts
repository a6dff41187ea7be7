import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui';

export const qr = style({
  display: 'block',
  backgroundColor: 'white',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  imageRendering: 'pixelated',
});
