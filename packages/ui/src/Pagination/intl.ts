import type { Dictionary } from '../private/intl';

export const paginationStrings: Dictionary<
  'pagination' | 'previous' | 'next' | 'pageOf' | 'range' | 'empty' | 'pageSize'
> = {
  'en-US': {
    pagination: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {page} of {pageCount}',
    range: '{first}–{last} of {total}',
    empty: 'No results',
    pageSize: 'Rows per page',
  },
  'de-DE': {
    pagination: 'Seitennavigation',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    pageOf: 'Seite {page} von {pageCount}',
    range: '{first}–{last} von {total}',
    empty: 'Keine Ergebnisse',
    pageSize: 'Zeilen pro Seite',
  },
};
