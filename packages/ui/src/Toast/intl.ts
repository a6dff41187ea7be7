import type { Dictionary } from '../private/intl';

type Key = 'close' | 'countdown' | 'notifications';

export const strings = {
  'en-US': { close: 'Close', countdown: '({seconds})', notifications: 'Notifications' },
  'de-DE': { close: 'Schließen', countdown: '({seconds})', notifications: 'Benachrichtigungen' },
} satisfies Dictionary<Key>;
