import { vars } from '@paydesk/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceSunken,
});

export const column = style({
  inlineSize: '100%',
  maxInlineSize: 400,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
});

export const mark = style({
  inlineSize: 24,
  blockSize: 24,
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentPressed})`,
});

export const card = style({
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xxl,
});

export const footer = style({ textAlign: 'center' });
