import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { ERROR_TOAST_TIMEOUT_MS, INFO_TOAST_TIMEOUT_MS, MAX_VISIBLE_TOASTS } from './constants';

export const toastTones = ['info', 'success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastContent {
  tone: ToastTone;
  /** One title, or several (e.g. every error title of a failed request), shown as a list. */
  title: string | readonly string[];
  description?: ReactNode;
  /** A toast with an action never closes by itself: the user must be able to reach the action. */
  action?: ToastAction;
  /** Milliseconds until it closes by itself; undefined when it stays until closed. */
  timeout?: number;
}

export interface ShowToastOptions {
  description?: ReactNode;
  action?: ToastAction;
  onClose?: () => void;
}

/**
 * RAC's queue plus one shared "paused" flag. The region pauses the queue while it is hovered or holds focus;
 * each toast runs its own countdown (so the Close button can show the seconds left) and reads this flag.
 */
export class NotificationQueue extends ToastQueue<ToastContent> {
  private paused = false;
  private pauseListeners = new Set<() => void>();

  override pauseAll() {
    super.pauseAll();
    this.setPaused(true);
  }

  override resumeAll() {
    super.resumeAll();
    this.setPaused(false);
  }

  readonly isPaused = () => this.paused;

  readonly subscribePaused = (listener: () => void) => {
    this.pauseListeners.add(listener);
    return () => {
      this.pauseListeners.delete(listener);
    };
  };

  private setPaused(paused: boolean) {
    if (paused === this.paused) return;
    this.paused = paused;
    for (const listener of this.pauseListeners) listener();
  }
}

/** The app's one toast queue. Render one `<ToastRegion />` near the root to show it. */
export const toastQueue = new NotificationQueue({ maxVisibleToasts: MAX_VISIBLE_TOASTS });

const timeoutFor = (tone: ToastTone, action: ToastAction | undefined) => {
  if (action) return undefined;
  return tone === 'error' || tone === 'warning' ? ERROR_TOAST_TIMEOUT_MS : INFO_TOAST_TIMEOUT_MS;
};

const show =
  (tone: ToastTone) =>
  (title: ToastContent['title'], { description, action, onClose }: ShowToastOptions = {}) =>
    toastQueue.add(
      { tone, title, description, action, timeout: timeoutFor(tone, action) },
      { onClose },
    );

/**
 * Show a toast. Errors and warnings close after 9 s with a countdown, info and success after 3 s or on click;
 * toasts with an action stay until closed. Each returns a key for `toast.close(key)`.
 */
export const toast = {
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  success: show('success'),
  close: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};
