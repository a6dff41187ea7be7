import type { Dictionary } from '../private/intl';
import type { DateRangePreset } from './presets';

type Key = DateRangePreset | 'presets' | 'timeZone';

export const strings: Dictionary<Key> = {
  'en-US': {
    today: 'Today',
    yesterday: 'Yesterday',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    thisMonth: 'This month',
    lastMonth: 'Last month',
    presets: 'Presets',
    timeZone: 'Time zone: {zone}',
  },
  'de-DE': {
    today: 'Heute',
    yesterday: 'Gestern',
    last7Days: 'Letzte 7 Tage',
    last30Days: 'Letzte 30 Tage',
    thisMonth: 'Dieser Monat',
    lastMonth: 'Letzter Monat',
    presets: 'Voreinstellungen',
    timeZone: 'Zeitzone: {zone}',
  },
};
