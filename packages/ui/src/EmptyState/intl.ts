import type { Dictionary } from '../private/intl';

export const emptyStateStrings = {
  'en-US': { retry: 'Try again', clearFilters: 'Clear filters' },
  'de-DE': { retry: 'Erneut versuchen', clearFilters: 'Filter zurücksetzen' },
} satisfies Dictionary<'retry' | 'clearFilters'>;
