import { style } from '@vanilla-extract/css';
import { groupInput } from '../private/field/field.css';

export const amountInput = style([groupInput, { fontVariantNumeric: 'tabular-nums' }]);
