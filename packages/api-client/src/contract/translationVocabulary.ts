/**
 * The translations area's words: language codes, the source language, the limits of a file and a text, the file
 * formats, the refusals and what each action needs. Named apart from the schemas in `translations.ts`, so an app
 * that reads them (a form's limits, a permission check) does not bundle the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { TranslationActionName } from './translations.js';

/** A language as the merchant adds it: an ISO 639 code with an optional region (`de`, `pt-BR`). */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/;
/** The language every key is written in; it is never added, edited or removed. */
export const SOURCE_LANGUAGE = 'en';
/** The largest translation file accepted (characters). */
export const MAX_TRANSLATION_FILE = 200_000;
/** The longest translation of one key. */
export const MAX_TRANSLATION_TEXT = 2_000;

export const translationFileFormats = ['po', 'json'] as const;
export type TranslationFileFormat = (typeof translationFileFormats)[number];

/** The refusals of translation actions, at their field (`/data/attributes/{field}`), SPEC §8 texts first. */
export const TRANSLATION_ERRORS = {
  /** A language the organization has already (at `code`). */
  languageExists: 'Language already exists',
  /** A file that is not PO or JSON as expected (at `content`, `meta.line` the first bad line). */
  incorrectFormat: 'Incorrect format',
  /** Not an ISO language code (at `code`). */
  invalidCode: 'Enter a language code such as de or pt-BR',
  /** English is the source of every key (at `code`). */
  sourceLanguage: 'English is the source language',
  languageNotFound: 'Language not found',
  /** A placeholder of the English source missing or unknown in a translation (at `translations`, `meta.key`). */
  placeholders: 'Keep the placeholders of the English text',
  tooLong: `A translation is at most ${MAX_TRANSLATION_TEXT} characters`,
} as const;

/** What each translation action needs on the organization (SPEC §6 translations.read / translations.write). */
export const translationPermissions = {
  'translations/listLanguages': ['translations.read'],
  'translations/addLanguage': ['translations.read', 'translations.write'],
  'translations/removeLanguage': ['translations.read', 'translations.write'],
  'translations/getKeys': ['translations.read'],
  'translations/patchKeys': ['translations.read', 'translations.write'],
  'translations/import': ['translations.read', 'translations.write'],
  'translations/export': ['translations.read'],
} as const satisfies Record<TranslationActionName, readonly PermissionName[]>;
