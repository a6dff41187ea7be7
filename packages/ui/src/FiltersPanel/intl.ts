import type { Dictionary } from '../private/intl';

type Key =
  | 'filters'
  | 'apply'
  | 'reset'
  | 'clearAll'
  | 'activeFilters'
  | 'activeCount'
  | 'remove'
  | 'minimum'
  | 'maximum'
  | 'maxBelowMin'
  | 'chip'
  | 'atLeast'
  | 'atMost'
  | 'between';

export const strings: Dictionary<Key> = {
  'en-US': {
    filters: 'Filters',
    apply: 'Apply',
    reset: 'Reset',
    clearAll: 'Clear all',
    activeFilters: 'Active filters',
    activeCount: '{count} active',
    remove: 'Remove',
    minimum: 'Minimum',
    maximum: 'Maximum',
    maxBelowMin: 'The maximum must not be less than the minimum.',
    chip: '{label}: {value}',
    atLeast: 'at least {value}',
    atMost: 'at most {value}',
    between: '{min} – {max}',
  },
  'de-DE': {
    filters: 'Filter',
    apply: 'Anwenden',
    reset: 'Zurücksetzen',
    clearAll: 'Alle entfernen',
    activeFilters: 'Aktive Filter',
    activeCount: '{count} aktiv',
    remove: 'Entfernen',
    minimum: 'Minimum',
    maximum: 'Maximum',
    maxBelowMin: 'Das Maximum darf nicht kleiner als das Minimum sein.',
    chip: '{label}: {value}',
    atLeast: 'mindestens {value}',
    atMost: 'höchstens {value}',
    between: '{min} – {max}',
  },
};
