import { vars } from '@paydesk/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const link = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: 'none', boxShadow: vars.focusRing },
});
