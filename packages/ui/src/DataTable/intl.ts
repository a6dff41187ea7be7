import type { Dictionary } from '../private/intl';

export const dataTableStrings: Dictionary<
  | 'selectAll'
  | 'selectRow'
  | 'columns'
  | 'loading'
  | 'loadingMore'
  | 'loadMore'
  | 'emptyTitle'
  | 'emptyDescription'
  | 'filteredEmptyTitle'
  | 'filteredEmptyDescription'
  | 'errorTitle'
  | 'errorDescription'
  | 'retry'
> = {
  'en-US': {
    selectAll: 'Select all rows',
    selectRow: 'Select row',
    columns: 'Columns',
    loading: 'Loading rows',
    loadingMore: 'Loading more rows',
    loadMore: 'Load more',
    emptyTitle: 'Nothing here yet',
    emptyDescription: 'New entries will appear in this list.',
    filteredEmptyTitle: 'No results match these filters',
    filteredEmptyDescription: 'Change or clear the filters to see more.',
    errorTitle: 'This list could not be loaded',
    errorDescription: 'Check your connection and try again.',
    retry: 'Try again',
  },
  'de-DE': {
    selectAll: 'Alle Zeilen auswählen',
    selectRow: 'Zeile auswählen',
    columns: 'Spalten',
    loading: 'Zeilen werden geladen',
    loadingMore: 'Weitere Zeilen werden geladen',
    loadMore: 'Mehr laden',
    emptyTitle: 'Noch keine Einträge',
    emptyDescription: 'Neue Einträge erscheinen in dieser Liste.',
    filteredEmptyTitle: 'Keine Ergebnisse für diese Filter',
    filteredEmptyDescription: 'Ändern oder entfernen Sie die Filter, um mehr zu sehen.',
    errorTitle: 'Diese Liste konnte nicht geladen werden',
    errorDescription: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
};
