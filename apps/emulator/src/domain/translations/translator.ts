/**
 * The texts of the catalogue in the language a customer reads: the organization's language that best matches what
 * the customer asks for (a `?lang=` on the payment page, the browser's Accept-Language, the customer's language),
 * English when none does. A key the language leaves empty is shown in English.
 */
import type { Database } from '../../infra/db/database.js';
import { translationCatalogue, type TranslationKeyName } from './catalogue.js';
import { languagesOf, textsOf } from './store.js';

export type Translate = (
  key: TranslationKeyName,
  values?: Record<string, string | number>,
) => string;

export interface Translator {
  /** The language code used (`en` for the source). */
  language: string;
  t: Translate;
}

/** Fills `{name}` placeholders; an unknown one is left as written. */
export const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );

/** English, as every text is written. */
export const english: Translator = {
  language: 'en',
  t: (key, values) => fill(translationCatalogue[key].source, values),
};

/** The language tags of an Accept-Language header, most wanted first (`q=0` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

const primary = (tag: string) => tag.toLowerCase().split('-')[0]!;

/**
 * The language of `codes` for the first of `wanted` that one matches: the same tag, else the same primary language
 * (`de-CH` reads `de`; `de` reads `de-DE`). English when the customer asks for English first, or nothing matches.
 */
export function bestLanguage(codes: string[], wanted: string[]): string | null {
  for (const tag of wanted) {
    if (primary(tag) === 'en') return null;
    const exact = codes.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const related = codes.find((code) => primary(code) === primary(tag));
    if (related) return related;
  }
  return null;
}

/** The translator of organization `organizationId` for the first language of `wanted` it has. */
export async function translatorFor(
  db: Database,
  organizationId: string,
  wanted: (string | null | undefined)[],
): Promise<Translator> {
  const tags = wanted.filter((tag): tag is string => Boolean(tag?.trim())).map((tag) => tag.trim());
  if (!tags.length) return english;
  const codes = (await languagesOf(db, organizationId)).map((row) => row.code);
  const language = bestLanguage(codes, tags);
  if (!language) return english;
  const texts = await textsOf(db, organizationId, language);
  return {
    language,
    t: (key, values) => fill(texts.get(key) ?? translationCatalogue[key].source, values),
  };
}
