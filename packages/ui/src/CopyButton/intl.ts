import type { Dictionary } from '../private/intl';

export const copyButtonStrings = {
  'en-US': { copy: 'Copy', copied: 'Copied', failed: 'Could not copy' },
  'de-DE': { copy: 'Kopieren', copied: 'Kopiert', failed: 'Kopieren fehlgeschlagen' },
} satisfies Dictionary<'copy' | 'copied' | 'failed'>;
