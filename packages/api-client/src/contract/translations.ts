/**
 * The translations area (`POST /api/translations`): the texts the provider shows on the merchant's behalf (the
 * hosted payment page, emails and text messages to customers) in the organization's own languages. The emulator
 * defines the keys and their English source once; a merchant adds a language, fills in its keys by hand or from a
 * PO or JSON file, and exports it again. A key left empty falls back to English. Reading needs translations.read on
 * the organization (`resourceId`), every change translations.write (SPEC §6).
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  DateTimeSchema,
  document,
  EmptyDocumentSchema,
  listDocument,
  resource,
} from './jsonapi.js';
import { MAX_TRANSLATION_FILE, translationFileFormats } from './translationVocabulary.js';

const OrganizationId = v.pipe(v.string(), v.minLength(1));
const Code = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(16));

/** A language of the organization with how far it is translated. */
export const TranslationLanguageSchema = resource('translation-language', {
  code: v.string(),
  /** Keys with a translation of their own. */
  translated: v.number(),
  /** Every key of the catalogue. */
  total: v.number(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type TranslationLanguage = v.InferOutput<typeof TranslationLanguageSchema>;

/** One key: where it is shown, its English source, and the language's text (null: falls back to English). */
export const TranslationKeySchema = v.object({
  key: v.string(),
  /** Where the text appears: `payPage` or `email`. */
  group: v.string(),
  source: v.string(),
  /** `{amount}`-style names the translation must keep. */
  placeholders: v.array(v.string()),
  translation: v.nullable(v.string()),
});
export type TranslationKey = v.InferOutput<typeof TranslationKeySchema>;

/** Every key of one language (id: the language code). */
export const TranslationCatalogueSchema = resource('translation-catalogue', {
  code: v.string(),
  keys: v.array(TranslationKeySchema),
  updatedAt: DateTimeSchema,
});
export type TranslationCatalogue = v.InferOutput<typeof TranslationCatalogueSchema>;

/** An exported file, for the browser to save. */
export const TranslationFileSchema = resource('translation-file', {
  fileName: v.string(),
  mediaType: v.string(),
  content: v.string(),
});
export type TranslationFile = v.InferOutput<typeof TranslationFileSchema>;

export const TranslationScopeSchema = body('translation-request', { resourceId: OrganizationId });

export const TranslationLanguageRequestSchema = body('translation-language', {
  resourceId: OrganizationId,
  code: Code,
});
export type TranslationLanguageRequest = v.InferInput<typeof TranslationLanguageRequestSchema>;

/** Keys changed at once: a text sets it, null or an empty text falls back to English again. */
export const TranslationPatchSchema = body('translation-patch', {
  resourceId: OrganizationId,
  code: Code,
  translations: v.record(v.string(), v.nullable(v.string())),
});
export type TranslationPatch = v.InferInput<typeof TranslationPatchSchema>;

/** A file's text replaces the keys it names (all or nothing). */
export const TranslationImportSchema = body('translation-import', {
  resourceId: OrganizationId,
  code: Code,
  format: v.picklist(translationFileFormats),
  content: v.pipe(v.string(), v.maxLength(MAX_TRANSLATION_FILE)),
});
export type TranslationImport = v.InferInput<typeof TranslationImportSchema>;

export const TranslationExportSchema = body('translation-export', {
  resourceId: OrganizationId,
  code: Code,
  format: v.picklist(translationFileFormats),
});

export const translations = defineArea('translations', {
  'translations/listLanguages': {
    description:
      'The languages of organization `resourceId` besides English, with how many keys each translates.',
    payload: TranslationScopeSchema,
    answer: listDocument(TranslationLanguageSchema),
    ignorable: true,
  },
  'translations/addLanguage': {
    description:
      "Adds a language (ISO code); one the organization has is refused with 'Language already exists'.",
    payload: TranslationLanguageRequestSchema,
    answer: document(TranslationLanguageSchema),
  },
  'translations/removeLanguage': {
    description: 'Removes a language and its texts: customers get English again.',
    payload: TranslationLanguageRequestSchema,
    answer: EmptyDocumentSchema,
  },
  'translations/getKeys': {
    description:
      'Every key of a language with its English source and its translation (null: English).',
    payload: TranslationLanguageRequestSchema,
    answer: document(TranslationCatalogueSchema),
    ignorable: true,
  },
  'translations/patchKeys': {
    description:
      'Sets or clears the translations of some keys; placeholders must match the English source.',
    payload: TranslationPatchSchema,
    answer: document(TranslationCatalogueSchema),
  },
  'translations/import': {
    description:
      "Imports a PO or JSON file into a language: a malformed file is refused with 'Incorrect format' and its line, nothing is imported.",
    payload: TranslationImportSchema,
    answer: document(TranslationCatalogueSchema),
  },
  'translations/export': {
    description: 'A language as a PO or JSON file (every key; untranslated ones empty).',
    payload: TranslationExportSchema,
    answer: document(TranslationFileSchema),
  },
});

export type TranslationActionName = keyof typeof translations.actions;
