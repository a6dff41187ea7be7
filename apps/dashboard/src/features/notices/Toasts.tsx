import { toastQueue } from '@paydesk/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const ToastRegion = lazy(() => import('./ToastRegion'));

let toastShown = false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const anyToastShown = () => (toastShown ||= toastQueue.visibleToasts.length > 0);

/**
 * The app's toast region, loaded with the first toast: most pages (the login page above all) never show one,
 * so its code stays out of the entry chunk. Once loaded it stays mounted and shows or hides itself.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribe, anyToastShown, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
