import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const textArea = style({
  paddingBlock: vars.space.xs,
  lineHeight: vars.lineHeight.md,
  resize: 'vertical',
  minBlockSize: `calc(${vars.lineHeight.md} * 3 + ${vars.space.xs} * 2 + 2px)`,
});
