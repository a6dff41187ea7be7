import type { Dictionary } from '../private/intl';

export const comboBoxStrings: Dictionary<'noResults'> = {
  'en-US': { noResults: 'No results' },
  'de-DE': { noResults: 'Keine Ergebnisse' },
};
