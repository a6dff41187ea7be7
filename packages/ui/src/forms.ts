// Forms: every form control, and the Form that validates them together.
export * from './TextField';
export * from './AmountField';
export * from './PasswordField';
export * from './SearchField';
export * from './TextArea';
export * from './NumberField';
export * from './Form';
export * from './Checkbox';
export * from './CheckboxGroup';
export * from './RadioGroup';
export * from './Switch';
export * from './Select';
export * from './ComboBox';
export * from './MultiSelect';
export * from './OneTimeCodeField';
export * from './FileDropZone';
export * from './FileUploadField';
