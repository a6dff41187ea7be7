import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const offset = '4px';
const fromTop = keyframes({ from: { opacity: 0, transform: `translateY(${offset})` } });
const fromBottom = keyframes({ from: { opacity: 0, transform: `translateY(-${offset})` } });
const fromLeft = keyframes({ from: { opacity: 0, transform: `translateX(${offset})` } });
const fromRight = keyframes({ from: { opacity: 0, transform: `translateX(-${offset})` } });
const fadeOut = keyframes({ to: { opacity: 0 } });

const enter = (name: string) => `${name} ${vars.motion.fast} ${vars.motion.easing}`;

export const popover = style({
  zIndex: vars.zIndex.popover,
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'calc(100vw - 16px)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    // RAC reports the final placement, so the popover slides away from its trigger.
    '&[data-placement=top][data-entering]': { animation: enter(fromTop) },
    '&[data-placement=bottom][data-entering]': { animation: enter(fromBottom) },
    '&[data-placement=left][data-entering]': { animation: enter(fromLeft) },
    '&[data-placement=right][data-entering]': { animation: enter(fromRight) },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing} forwards`,
    },
  },
});

/** With an arrow the popover must not clip it. */
export const withArrow = style({ overflow: 'visible' });

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement=bottom] > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg)' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  outline: 'none',
  maxInlineSize: '360px',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});
