import type { Dictionary } from '../private/intl';

export const strings = {
  'en-US': {
    noResults: 'No results',
    loading: 'Searching…',
    results: 'Results',
  },
  'de-DE': {
    noResults: 'Keine Ergebnisse',
    loading: 'Suche läuft …',
    results: 'Ergebnisse',
  },
} satisfies Dictionary<'noResults' | 'loading' | 'results'>;
