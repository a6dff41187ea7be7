import type { Dictionary } from '../private/intl';

type Key =
  | 'organization'
  | 'current'
  | 'none'
  | 'organizations'
  | 'search'
  | 'searchPlaceholder'
  | 'noResults'
  | 'create';

export const strings: Dictionary<Key> = {
  'en-US': {
    organization: 'Organization',
    current: 'Organization: {name}',
    none: 'No organization',
    organizations: 'Organizations',
    search: 'Search organizations',
    searchPlaceholder: 'Search…',
    noResults: 'No organizations match “{query}”',
    create: 'Create organization',
  },
  'de-DE': {
    organization: 'Organisation',
    current: 'Organisation: {name}',
    none: 'Keine Organisation',
    organizations: 'Organisationen',
    search: 'Organisationen durchsuchen',
    searchPlaceholder: 'Suchen…',
    noResults: 'Keine Organisation passt zu „{query}“',
    create: 'Organisation erstellen',
  },
};
