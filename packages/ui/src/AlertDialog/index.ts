export { AlertDialog, alertDialogVariants, type AlertDialogProps } from './AlertDialog';
