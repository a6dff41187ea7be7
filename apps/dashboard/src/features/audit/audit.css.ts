import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

export const diff = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  tableLayout: 'fixed',
});

export const cell = style({
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

/** The old value: struck through, and named "Before" by its column, so colour is never the only sign. */
export const before = style([
  value,
  { color: vars.color.dangerText, textDecoration: 'line-through' },
]);
export const after = style([value, { color: vars.color.successText }]);
