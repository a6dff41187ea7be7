import { style } from '@vanilla-extract/css';
import { fieldButton, groupInput } from '../private/field/field.css';
import { vars } from '../theme/vars.css';

export const numberInput = style([groupInput, { fontVariantNumeric: 'tabular-nums' }]);

export const stepper = style([
  fieldButton,
  { borderRadius: 0, borderInlineStart: `1px solid ${vars.color.border}` },
]);
