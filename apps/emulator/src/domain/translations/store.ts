/** The organization's languages and their texts (migration 19): one row per language, one per translated key. */
import type { Database } from '../../infra/db/database.js';
import { isTranslationKey, type TranslationKeyName } from './catalogue.js';

export interface LanguageRow {
  organization_id: string;
  code: string;
  created_at: number;
  updated_at: number;
}

export const languagesOf = (db: Database, organizationId: string) =>
  db.all<LanguageRow>(
    'SELECT * FROM translation_languages WHERE organization_id = ? ORDER BY code',
    [organizationId],
  );

/** The organization's language of `code`, compared without case (`pt-br` is `pt-BR`). */
export const languageOf = (db: Database, organizationId: string, code: string) =>
  db.get<LanguageRow>(
    'SELECT * FROM translation_languages WHERE organization_id = ? AND lower(code) = lower(?)',
    [organizationId, code],
  );

/** The translated keys of a language (keys the catalogue no longer has are left out). */
export async function textsOf(
  db: Database,
  organizationId: string,
  code: string,
): Promise<Map<TranslationKeyName, string>> {
  const rows = await db.all<{ key: string; text: string }>(
    'SELECT key, text FROM translation_texts WHERE organization_id = ? AND code = ?',
    [organizationId, code],
  );
  return new Map(
    rows.flatMap((row) => (isTranslationKey(row.key) ? [[row.key, row.text] as const] : [])),
  );
}

/** How many keys each language of the organization translates. */
export async function translatedCounts(db: Database, organizationId: string) {
  const rows = await db.all<{ code: string; count: number }>(
    'SELECT code, COUNT(*) AS count FROM translation_texts WHERE organization_id = ? GROUP BY code',
    [organizationId],
  );
  return new Map(rows.map((row) => [row.code, Number(row.count)]));
}

/**
 * Sets (a text) or clears (null) the given keys of a language in one write: a file or a form is applied whole or
 * not at all.
 */
export async function writeTexts(
  db: Database,
  language: LanguageRow,
  texts: Map<TranslationKeyName, string | null>,
  now: number,
): Promise<void> {
  const { organization_id: organizationId, code } = language;
  await db.batch([
    ...[...texts].map(([key, text]) =>
      text === null
        ? {
            sql: 'DELETE FROM translation_texts WHERE organization_id = ? AND code = ? AND key = ?',
            args: [organizationId, code, key],
          }
        : {
            sql: `INSERT INTO translation_texts (organization_id, code, key, text) VALUES (?, ?, ?, ?)
                  ON CONFLICT (organization_id, code, key) DO UPDATE SET text = excluded.text`,
            args: [organizationId, code, key, text],
          },
    ),
    {
      sql: 'UPDATE translation_languages SET updated_at = ? WHERE organization_id = ? AND code = ?',
      args: [now, organizationId, code],
    },
  ]);
}
