import type { Dictionary } from '../private/intl';

type Key = 'dismiss' | 'info' | 'success' | 'warning' | 'danger';

export const strings = {
  'en-US': {
    dismiss: 'Dismiss',
    info: 'Information',
    success: 'Success',
    warning: 'Warning',
    danger: 'Error',
  },
  'de-DE': {
    dismiss: 'Ausblenden',
    info: 'Information',
    success: 'Erfolg',
    warning: 'Warnung',
    danger: 'Fehler',
  },
} satisfies Dictionary<Key>;
