export { Popover, PopoverDialog, type PopoverProps, type PopoverDialogProps } from './Popover';
