/** Error (and warning) toasts close after 9 s, counting down on their Close button (SPEC §9 "Error toast"). */
export const ERROR_TOAST_TIMEOUT_MS = 9000;
/** Info (and success) notifications close after 3 s or on click (SPEC §9 "Info notification"). */
export const INFO_TOAST_TIMEOUT_MS = 3000;
/** How many toasts show at once; the rest wait in the queue. */
export const MAX_VISIBLE_TOASTS = 4;
