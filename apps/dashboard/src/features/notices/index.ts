// What the notices offer other features: the app-wide notices and the error shown in place of a page.
export { AppNotices } from './AppNotices';
export { RouteError } from './RouteError';
export { Toasts } from './Toasts';
