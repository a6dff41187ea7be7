import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

/** The inbox: the topics beside the open conversation on wide screens, one of them at a time on narrow ones. */
export const inbox = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(18rem, 26rem) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const pane = style({ minWidth: 0 });
/** On narrow screens the list hides while a conversation is open (the back link returns to it). */
export const hiddenWhenNarrow = style({
  '@media': { 'screen and (max-width: 1000px)': { display: 'none' } },
});

export const topicList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const topicItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const topicLink = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[aria-current="page"]': { background: vars.color.surfaceSelected },
  },
});

export const topicRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const grow = style({ flex: 1, minWidth: 0 });

export const unreadDot = style({
  inlineSize: 8,
  blockSize: 8,
  borderRadius: '50%',
  background: vars.color.accent,
  flexShrink: 0,
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const message = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxInlineSize: '48rem',
  minWidth: 0,
});

export const supportMessage = style({
  background: vars.color.neutralSubtle,
});

export const ownMessage = style({
  justifySelf: 'end',
  background: vars.color.accentSubtle,
});

export const messageBody = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const messageLink = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
});

export const attachmentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
