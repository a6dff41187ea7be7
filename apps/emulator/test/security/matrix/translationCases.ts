/**
 * The translations area: Acme Retail's languages. Every call that names a language gets one written fresh for it
 * (straight to the table, with a code of its own), so an allowed removal or import never takes away what a later
 * case needs.
 */
import { action } from '../agent.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, type MatrixCase } from './case.js';

const retail = (phase: Phase) => id(phase, RETAIL);

let made = 0;
/** A fresh language code: three letters and a region, unique in this run. */
function code(): string {
  made += 1;
  const letters = (n: number) => String.fromCharCode(97 + (n % 26));
  return `x${letters(Math.floor(made / 26))}${letters(made)}-${made % 2 ? 'AT' : 'CH'}`;
}

async function language(phase: Phase): Promise<string> {
  const fresh = code();
  await phase.world.db.run(
    'INSERT INTO translation_languages (organization_id, code, created_at, updated_at) VALUES (?, ?, ?, ?)',
    [retail(phase), fresh, phase.world.now(), phase.world.now()],
  );
  return fresh;
}

const request = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

const onLanguage = (
  name: string,
  type: string,
  extra: Record<string, unknown> = {},
): MatrixCase => ({
  key: `translations:${name}`,
  call: async (phase) =>
    action(
      'translations',
      name,
      request(type, { resourceId: retail(phase), code: await language(phase), ...extra }),
    ),
  target: () => on(RETAIL),
});

export const translationCases: MatrixCase[] = [
  {
    key: 'translations:translations/listLanguages',
    call: (phase) =>
      action(
        'translations',
        'translations/listLanguages',
        request('translation-request', { resourceId: retail(phase) }),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'translations:translations/addLanguage',
    call: (phase) =>
      action(
        'translations',
        'translations/addLanguage',
        request('translation-language', { resourceId: retail(phase), code: code() }),
      ),
    target: () => on(RETAIL),
  },
  onLanguage('translations/removeLanguage', 'translation-language'),
  onLanguage('translations/getKeys', 'translation-language'),
  onLanguage('translations/patchKeys', 'translation-patch', {
    translations: { 'payPage.cvc': 'CVC (matrix)' },
  }),
  onLanguage('translations/import', 'translation-import', {
    format: 'json',
    content: '{"payPage.pay": "Pay (matrix)"}',
  }),
  onLanguage('translations/export', 'translation-export', { format: 'po' }),
];
