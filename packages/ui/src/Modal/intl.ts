import type { Dictionary } from '../private/intl';

export const strings = {
  'en-US': { close: 'Close' },
  'de-DE': { close: 'Schließen' },
} satisfies Dictionary<'close'>;
