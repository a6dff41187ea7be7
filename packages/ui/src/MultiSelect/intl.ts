import type { Dictionary } from '../private/intl';

export const multiSelectStrings: Dictionary<'noResults' | 'selected' | 'remove'> = {
  'en-US': { noResults: 'No results', selected: 'Selected: {label}', remove: 'Remove' },
  'de-DE': {
    noResults: 'Keine Ergebnisse',
    selected: 'Ausgewählt: {label}',
    remove: 'Entfernen',
  },
};
