import type { Dictionary } from '../private/intl';

export const linkStrings = {
  'en-US': { opensInNewTab: '(opens in a new tab)' },
  'de-DE': { opensInNewTab: '(öffnet in einem neuen Tab)' },
} satisfies Dictionary<'opensInNewTab'>;
