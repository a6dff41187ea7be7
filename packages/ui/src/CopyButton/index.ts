export { CopyButton, type CopyButtonProps } from './CopyButton';
export { COPY_FEEDBACK_MS, useCopy, type CopyState } from './useCopy';
