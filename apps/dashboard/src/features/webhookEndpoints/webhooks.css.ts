import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

const code = {
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  overflow: 'auto',
} as const;

export const payload = style({ ...code, maxHeight: 420 });
export const excerpt = style({ ...code, maxHeight: 120 });
export const attempts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const attempt = style({});
