// Forms: every form control, and the Form that validates them together.
export * from './TextField';
export * from './AmountField';
