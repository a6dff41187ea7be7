import type { Dictionary } from '../private/intl';

type Key = 'timeZone' | 'today';

export const strings: Dictionary<Key> = {
  'en-US': { timeZone: 'Time zone: {zone}', today: 'Today' },
  'de-DE': { timeZone: 'Zeitzone: {zone}', today: 'Heute' },
};
