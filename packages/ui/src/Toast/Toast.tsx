import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { Button } from '../Button';
import { useStrings } from '../private/intl';
import { ThemedPortal } from '../private/ThemedPortal';
import { strings } from './intl';
import { toastQueue, type NotificationQueue, type ToastContent, type ToastTone } from './queue';
import * as css from './Toast.css';

const icons: Record<ToastTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
};

/**
 * Counts down `timeout` while the region is neither hovered nor focused and closes the toast at zero.
 * Returns the whole seconds left (for the Close button), or undefined when the toast does not time out.
 */
function useAutoClose(queue: NotificationQueue, key: string, timeout: number | undefined) {
  const isPaused = useSyncExternalStore(queue.subscribePaused, queue.isPaused, queue.isPaused);
  const remaining = useRef(timeout ?? 0);
  const [secondsLeft, setSecondsLeft] = useState(
    timeout === undefined ? undefined : Math.ceil(timeout / 1000),
  );

  useEffect(() => {
    if (timeout === undefined || isPaused) return;
    const startedAt = Date.now();
    const startedWith = remaining.current;
    const left = () => startedWith - (Date.now() - startedAt);
    let timer: ReturnType<typeof setTimeout>;
    // Tick on each whole second so the countdown changes exactly when a second has passed.
    const schedule = (ms: number) => {
      timer = setTimeout(tick, ms % 1000 || 1000);
    };
    const tick = () => {
      const ms = left();
      if (ms <= 0) {
        queue.close(key);
        return;
      }
      setSecondsLeft(Math.ceil(ms / 1000));
      schedule(ms);
    };
    schedule(startedWith);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, left());
    };
  }, [queue, key, timeout, isPaused]);

  return secondsLeft;
}

function ToastTitle({ title }: { title: ToastContent['title'] }) {
  if (typeof title === 'string' || title.length === 1) {
    return (
      <Text slot="title" className={css.title}>
        {typeof title === 'string' ? title : title[0]}
      </Text>
    );
  }
  return (
    <Text slot="title" elementType="div" className={css.title}>
      <ul className={css.titleList}>
        {title.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </Text>
  );
}

function Toast({ toast, queue }: { toast: QueuedToast<ToastContent>; queue: NotificationQueue }) {
  const t = useStrings(strings, 'Toast');
  const { tone, title, description, action, timeout } = toast.content;
  const secondsLeft = useAutoClose(queue, toast.key, timeout);
  const Icon = icons[tone];
  // Notifications without an action go away on click; errors stay so their text can be read or copied.
  const closeOnClick = (tone === 'info' || tone === 'success') && !action;

  return (
    <RACToast
      toast={toast}
      className={css.toast({ tone, closeOnClick })}
      data-tone={tone}
      onClick={closeOnClick ? () => queue.close(toast.key) : undefined}
    >
      <Icon size={16} aria-hidden className={css.icon({ tone })} />
      {/* Errors interrupt (role alert); everything else waits its turn (role status). */}
      <RACToastContent className={css.content} role={tone === 'error' ? 'alert' : 'status'}>
        <ToastTitle title={title} />
        {description != null && (
          <Text slot="description" className={css.description}>
            {description}
          </Text>
        )}
      </RACToastContent>
      <div className={css.actions}>
        {action && (
          <Button
            size="sm"
            onPress={() => {
              action.onAction();
              queue.close(toast.key);
            }}
          >
            {action.label}
          </Button>
        )}
        {secondsLeft !== undefined && !closeOnClick ? (
          // The name stays "Close"; the seconds are shown but not announced every second.
          <Button slot="close" size="sm" variant="ghost" aria-label={t('close')}>
            {t('close')}{' '}
            <span aria-hidden className={css.countdown}>
              {t('countdown', { seconds: secondsLeft })}
            </span>
          </Button>
        ) : (
          <Button
            slot="close"
            size="sm"
            variant="ghost"
            aria-label={t('close')}
            className={css.iconButton}
            icon={<X size={16} aria-hidden />}
          />
        )}
      </div>
    </RACToast>
  );
}

export interface ToastRegionProps {
  /** Defaults to the app's one `toastQueue`; pass another only in isolated tests. */
  queue?: NotificationQueue;
}

/**
 * Shows the toast queue at the inline-end bottom corner. Render it once. It is a landmark (F6 reaches it),
 * and hovering or focusing it pauses every countdown until the pointer or focus leaves.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const t = useStrings(strings, 'Toast');
  const hasToasts = useSyncExternalStore(
    queue.subscribe.bind(queue),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  // Mount the region only with toasts in it: RAC registers the F6 landmark on mount, and an empty region
  // has no element to register.
  if (!hasToasts) return null;
  return (
    <ThemedPortal>
      <RACToastRegion queue={queue} aria-label={t('notifications')} className={css.region}>
        {({ toast }) => <Toast toast={toast} queue={queue} />}
      </RACToastRegion>
    </ThemedPortal>
  );
}
