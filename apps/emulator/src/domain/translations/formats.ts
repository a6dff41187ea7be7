/**
 * Translation files in and out: gettext PO (the key in `msgctxt`, the English source in `msgid`) and JSON (an
 * object of key → text, flat or nested by the key's dots). A file that does not read as one of them fails on its
 * first bad line with 'Incorrect format', and nothing of it is used: parsing finishes before anything is written.
 */
import {
  isTranslationKey,
  keepsPlaceholders,
  translationCatalogue,
  translationKeys,
  type TranslationKeyName,
} from './catalogue.js';

/** Why a file was refused: the 1-based line and what is wrong there (for the detail). */
export class FormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

/** A file's texts by key; an empty text clears the key (falls back to English). */
export type ParsedTexts = Map<TranslationKeyName, string | null>;

function accept(texts: ParsedTexts, key: string, text: string, line: number) {
  if (!isTranslationKey(key)) throw new FormatError(line, `unknown key ${key}`);
  if (texts.has(key)) throw new FormatError(line, `${key} appears twice`);
  if (text !== '' && !keepsPlaceholders(key, text))
    throw new FormatError(line, `${key} must keep the placeholders of the English text`);
  texts.set(key, text === '' ? null : text);
}

// ---- JSON ----

const lineAt = (content: string, offset: number) =>
  content.slice(0, Math.max(0, offset)).split('\n').length;

/** The line V8's JSON.parse error points at: `(line 3 column 5)`, `at position 42`, or the end of the file. */
function jsonErrorLine(content: string, error: unknown): number {
  const message = error instanceof Error ? error.message : '';
  const line = /line (\d+) column/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (position) return lineAt(content, Number(position[1]));
  return content.trimEnd().split('\n').length;
}

/** The line where `"name"` is first written as a property at or after `from`, for naming a bad value. */
function propertyLine(content: string, name: string, from: number): { line: number; end: number } {
  const at = content.indexOf(`${JSON.stringify(name)}`, from);
  return at < 0
    ? { line: lineAt(content, from), end: from }
    : { line: lineAt(content, at), end: at + 1 };
}

export function parseJson(content: string): ParsedTexts {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw new FormatError(jsonErrorLine(content, error), 'not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new FormatError(1, 'expected an object of keys and texts');
  const texts: ParsedTexts = new Map();
  let cursor = 0;
  const walk = (object: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(object)) {
      const where = propertyLine(content, name, cursor);
      cursor = where.end;
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') accept(texts, key, value, where.line);
      else if (value === null) accept(texts, key, '', where.line);
      else if (typeof value === 'object' && !Array.isArray(value))
        walk(value as Record<string, unknown>, key);
      else throw new FormatError(where.line, `${key} must be a text`);
    }
  };
  walk(data as Record<string, unknown>, '');
  return texts;
}

export function exportJson(texts: Map<TranslationKeyName, string>): string {
  return `${JSON.stringify(Object.fromEntries(translationKeys.map((key) => [key, texts.get(key) ?? ''])), null, 2)}\n`;
}

// ---- PO ----

const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

/** The text of a `"…"` PO string, or null when the line is not one. */
function poString(text: string): string | null {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(text.trim());
  if (!match) return null;
  let bad = false;
  const value = match[1]!.replace(/\\(.)/g, (_, char: string) => {
    if (!(char in escapes)) bad = true;
    return escapes[char] ?? char;
  });
  return bad ? null : value;
}

const poQuote = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

type PoField = 'msgctxt' | 'msgid' | 'msgstr';
interface PoEntry {
  line: number;
  msgctxt?: string;
  msgid?: string;
  msgstr?: string;
}

export function parsePo(content: string): ParsedTexts {
  const entries: PoEntry[] = [];
  let entry: PoEntry | null = null;
  let field: PoField | null = null;
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '' || text.startsWith('#')) {
      field = null;
      return;
    }
    const keyword = /^(msgctxt|msgid|msgstr)\s+(.*)$/.exec(text);
    if (keyword) {
      const name = keyword[1] as PoField;
      const value = poString(keyword[2]!);
      if (value === null) throw new FormatError(line, `${name} needs a quoted text`);
      // A msgctxt, or a msgid not after this entry's msgctxt, starts the next entry.
      if (!entry || name === 'msgctxt' || (name === 'msgid' && entry.msgid !== undefined)) {
        if (entry && entry.msgstr === undefined)
          throw new FormatError(line, 'msgstr missing before this line');
        entry = { line };
        entries.push(entry);
      }
      if (entry[name] !== undefined) throw new FormatError(line, `${name} appears twice`);
      if (name === 'msgstr' && entry.msgid === undefined)
        throw new FormatError(line, 'msgstr before its msgid');
      entry[name] = value;
      field = name;
      return;
    }
    const continued = poString(text);
    if (continued !== null && entry && field) {
      entry[field] = `${entry[field] ?? ''}${continued}`;
      return;
    }
    throw new FormatError(line, 'not a PO line');
  });
  const last = entries.at(-1);
  if (last && last.msgstr === undefined) throw new FormatError(lines.length, 'msgstr missing');
  const texts: ParsedTexts = new Map();
  for (const item of entries) {
    if (item.msgctxt === undefined && item.msgid === '') continue; // the header
    const key =
      item.msgctxt ??
      translationKeys.find((name) => translationCatalogue[name].source === item.msgid);
    if (key === undefined) throw new FormatError(item.line, `no key has the text ${item.msgid}`);
    accept(texts, key, item.msgstr ?? '', item.line);
  }
  return texts;
}

export function exportPo(code: string, texts: Map<TranslationKeyName, string>): string {
  const header = [
    'msgid ""',
    'msgstr ""',
    `"Language: ${code}\\n"`,
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
  ].join('\n');
  const body = translationKeys.map((key) =>
    [
      `#. ${translationCatalogue[key].group}`,
      `msgctxt ${poQuote(key)}`,
      `msgid ${poQuote(translationCatalogue[key].source)}`,
      `msgstr ${poQuote(texts.get(key) ?? '')}`,
    ].join('\n'),
  );
  return `${[header, ...body].join('\n\n')}\n`;
}
