// The toast region's own chunk, loaded by `Toasts` when the first toast is shown.
export { ToastRegion as default } from '@paydesk/ui';
