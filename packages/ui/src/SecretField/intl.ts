import type { Dictionary } from '../private/intl';

export const secretFieldStrings: Dictionary<'show' | 'copy' | 'hidden' | 'hiddenEndsWith'> = {
  'en-US': {
    show: 'Show {label}',
    copy: 'Copy {label}',
    hidden: 'Hidden',
    hiddenEndsWith: 'Hidden, ends with {suffix}',
  },
  'de-DE': {
    show: '{label} anzeigen',
    copy: '{label} kopieren',
    hidden: 'Verborgen',
    hiddenEndsWith: 'Verborgen, endet mit {suffix}',
  },
};
