export {
  Select,
  SelectItem,
  SelectPreview,
  type SelectItemProps,
  type SelectPreviewProps,
  type SelectProps,
} from './Select';
