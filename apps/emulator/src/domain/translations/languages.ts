/**
 * What a merchant does to its languages: add one (an ISO code, once), remove it, change its keys by hand or from a
 * file, and read it back. Every refusal names its field with the texts of TRANSLATION_ERRORS.
 */
import {
  LANGUAGE_CODE_PATTERN,
  MAX_TRANSLATION_TEXT,
  SOURCE_LANGUAGE,
  TRANSLATION_ERRORS,
  type TranslationFileFormat,
} from '@paydesk/api-client';
import { iso } from '../../infra/time.js';
import type { DomainContext } from '../context.js';
import { ApiError, invalid, notFound } from '../errors.js';
import {
  isTranslationKey,
  keepsPlaceholders,
  placeholdersOf,
  translationCatalogue,
  translationKeys,
  type TranslationKeyName,
} from './catalogue.js';
import {
  exportJson,
  exportPo,
  FormatError,
  parseJson,
  parsePo,
  type ParsedTexts,
} from './formats.js';
import { languageOf, textsOf, writeTexts, type LanguageRow } from './store.js';

const CODE = '/data/attributes/code';

/** `de`, `pt-br` → `pt-BR`: the form a code is stored and compared in. */
export function normalizeCode(value: string): string {
  const [language = '', region] = value.trim().split(/[-_]/);
  return region === undefined
    ? language.toLowerCase()
    : `${language.toLowerCase()}-${region.toUpperCase()}`;
}

export async function addLanguage(
  ctx: DomainContext,
  organizationId: string,
  input: string,
): Promise<LanguageRow> {
  const code = normalizeCode(input);
  if (!LANGUAGE_CODE_PATTERN.test(code))
    throw invalid(TRANSLATION_ERRORS.invalidCode, CODE, 'invalid-code');
  if (code.split('-')[0] === SOURCE_LANGUAGE)
    throw invalid(TRANSLATION_ERRORS.sourceLanguage, CODE, 'source-language');
  if (await languageOf(ctx.db, organizationId, code))
    throw invalid(TRANSLATION_ERRORS.languageExists, CODE, 'language-exists');
  const now = ctx.clock.now();
  const row = { organization_id: organizationId, code, created_at: now, updated_at: now };
  await ctx.db.run(
    'INSERT INTO translation_languages (organization_id, code, created_at, updated_at) VALUES (?, ?, ?, ?)',
    [organizationId, code, now, now],
  );
  return row;
}

/** The organization's language of `code`, or 'Language not found'. */
export async function existingLanguage(ctx: DomainContext, organizationId: string, code: string) {
  const row = await languageOf(ctx.db, organizationId, normalizeCode(code));
  if (!row) throw notFound(TRANSLATION_ERRORS.languageNotFound);
  return row;
}

export async function removeLanguage(ctx: DomainContext, language: LanguageRow): Promise<void> {
  await ctx.db.batch([
    {
      sql: 'DELETE FROM translation_texts WHERE organization_id = ? AND code = ?',
      args: [language.organization_id, language.code],
    },
    {
      sql: 'DELETE FROM translation_languages WHERE organization_id = ? AND code = ?',
      args: [language.organization_id, language.code],
    },
  ]);
}

/** Every key of the language beside its English source. */
export async function catalogueOf(ctx: DomainContext, language: LanguageRow) {
  const texts = await textsOf(ctx.db, language.organization_id, language.code);
  const fresh = await languageOf(ctx.db, language.organization_id, language.code);
  return {
    type: 'translation-catalogue' as const,
    id: language.code,
    attributes: {
      code: language.code,
      keys: translationKeys.map((key) => ({
        key,
        group: translationCatalogue[key].group,
        source: translationCatalogue[key].source,
        placeholders: placeholdersOf(translationCatalogue[key].source),
        translation: texts.get(key) ?? null,
      })),
      updatedAt: iso(Number((fresh ?? language).updated_at)),
    },
  };
}

const refusedKey = (title: string, key: string, code: string) =>
  new ApiError(422, [
    {
      title,
      code,
      detail: key,
      source: { pointer: '/data/attributes/translations' },
      meta: { key },
    },
  ]);

/** Keys set or cleared by hand: every key known, every text within bounds and keeping its placeholders. */
export async function patchKeys(
  ctx: DomainContext,
  language: LanguageRow,
  input: Record<string, string | null>,
): Promise<void> {
  const texts = new Map<TranslationKeyName, string | null>();
  for (const [key, value] of Object.entries(input)) {
    if (!isTranslationKey(key)) throw refusedKey(`Unknown key ${key}`, key, 'unknown-key');
    const text = value?.trim() ? value : null;
    if (text && text.length > MAX_TRANSLATION_TEXT)
      throw refusedKey(TRANSLATION_ERRORS.tooLong, key, 'too-long');
    if (text && !keepsPlaceholders(key, text))
      throw refusedKey(TRANSLATION_ERRORS.placeholders, key, 'placeholders');
    texts.set(key, text);
  }
  await writeTexts(ctx.db, language, texts, ctx.clock.now());
}

/** A file imported whole, or refused with 'Incorrect format' on its first bad line and nothing written. */
export async function importFile(
  ctx: DomainContext,
  language: LanguageRow,
  format: TranslationFileFormat,
  content: string,
): Promise<void> {
  let texts: ParsedTexts;
  try {
    texts = format === 'po' ? parsePo(content) : parseJson(content);
    for (const [key, text] of texts)
      if (text && text.length > MAX_TRANSLATION_TEXT)
        throw new FormatError(1, `${key} is too long`);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    throw new ApiError(422, [
      {
        title: TRANSLATION_ERRORS.incorrectFormat,
        code: 'incorrect-format',
        detail: error.message,
        source: { pointer: '/data/attributes/content' },
        meta: { line: error.line },
      },
    ]);
  }
  await writeTexts(ctx.db, language, texts, ctx.clock.now());
}

export async function exportFile(
  ctx: DomainContext,
  language: LanguageRow,
  format: TranslationFileFormat,
) {
  const texts = await textsOf(ctx.db, language.organization_id, language.code);
  return {
    type: 'translation-file' as const,
    id: `${language.code}.${format}`,
    attributes: {
      fileName: `translations-${language.code}.${format}`,
      mediaType: format === 'po' ? 'text/x-gettext-translation' : 'application/json',
      content: format === 'po' ? exportPo(language.code, texts) : exportJson(texts),
    },
  };
}
