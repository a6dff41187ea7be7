import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

/** The keys of a language: key and English source beside the editable translation, one row each. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const headCell = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  verticalAlign: 'top',
  textAlign: 'start',
  fontWeight: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const keyColumn = style({ width: '22%' });
export const sourceColumn = style({ width: '34%' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});

export const search = style({ flex: '0 1 22rem', minWidth: '14rem' });
