export { ToastRegion, type ToastRegionProps } from './Toast';
export {
  toast,
  toastQueue,
  toastTones,
  NotificationQueue,
  type ToastTone,
  type ToastAction,
  type ToastContent,
  type ShowToastOptions,
} from './queue';
export { ERROR_TOAST_TIMEOUT_MS, INFO_TOAST_TIMEOUT_MS, MAX_VISIBLE_TOASTS } from './constants';
