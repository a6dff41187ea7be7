import type { Dictionary } from '../private/intl';

export const idTextStrings = {
  'en-US': { copyValue: 'Copy {label}' },
  'de-DE': { copyValue: '{label} kopieren' },
} satisfies Dictionary<'copyValue'>;
