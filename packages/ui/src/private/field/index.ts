/**
 * Shared field internals. A field component renders, inside its RAC field root:
 *   <FieldLabel isRequired={...}>{label}</FieldLabel>
 *   <Input className={inputBox({ size })} />            // or a Group with inputBox({ size, kind: 'group' })
 *   <FieldHelp description={...} errorMessage={...} />   // description + error, both in aria-describedby
 * and puts `field` on the root. Props shared by every field: `FieldChromeProps`.
 */
export { FieldLabel, type FieldLabelProps } from './Label';
export { FieldDescription } from './Description';
export { FieldError } from './FieldError';
export { FieldHelp } from './FieldHelp';
export { withClassName } from './classNames';
export { useFieldStrings } from './strings';
export {
  fieldSizes,
  type FieldChromeProps,
  type FieldErrorMessage,
  type FieldSize,
} from './fieldTypes';
export {
  adornment,
  description as descriptionClass,
  field,
  fieldButton,
  groupInput,
  inputBox,
  type InputBoxVariants,
} from './field.css';
export { ListItem, type ListItemProps } from './ListItem';
export { ListPopover, type ListPopoverProps } from './ListPopover';
