/**
 * Money in minor units, parsed and formatted without floating point: the typed text is taken apart as a
 * string and formatted back through Intl with decimal strings, so 0.1 + 0.2 never happens.
 */

/** The currency's own number of decimals (JPY 0, EUR 2, KWD 3), as Intl knows it. */
export function currencyExponent(currency: string, locale = 'en-US'): number {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

export interface NumberSymbols {
  decimal: string;
  group: string;
  minus: string;
}

export function numberSymbols(locale: string): NumberSymbols {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(-12345.6);
  const find = (type: string, fallback: string) =>
    parts.find((p) => p.type === type)?.value ?? fallback;
  return {
    decimal: find('decimal', '.'),
    group: find('group', ','),
    minus: find('minusSign', '-'),
  };
}

export type AmountParseError = 'invalid' | 'negative' | 'tooManyDecimals' | 'tooLarge';
export type AmountParseResult =
  { ok: true; value: number | null } | { ok: false; error: AmountParseError };

export interface ParseOptions {
  locale: string;
  /** Decimals of the currency, from `currencyExponent`. */
  exponent: number;
  allowNegative?: boolean;
  /** Currency code and symbol typed or pasted with the amount are ignored. */
  currency?: string;
}

const MINUS_SIGNS = /^[-\u2212\u2012\u2013]/;

/** Arabic-Indic and Extended Arabic-Indic digits become ASCII digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) =>
    String((d.codePointAt(0) ?? 0) & 0xf),
  );
}

function currencyMarks(currency: string, locale: string): string[] {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  const symbol = parts.find((p) => p.type === 'currency')?.value;
  return [currency, symbol].filter((m): m is string => Boolean(m));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Integer digits, optionally grouped in threes with the locale's group separator (or a space). */
function integerDigits(text: string, group: string): string | null {
  if (/^\d+$/.test(text)) return text;
  const separators = `[${escapeRegExp(group)}\\s\\u00a0\\u202f\\u2009]`;
  const grouped = new RegExp(`^\\d{1,3}(${separators}\\d{3})+$`);
  return grouped.test(text) ? text.replace(/\D/g, '') : null;
}

/**
 * Parses what a person typed into an integer of minor units. Empty text is `null`. The locale's decimal
 * separator is the only one accepted; a group separator is accepted only between groups of three digits,
 * so "12.5" in de-DE is rejected rather than silently read as 125.
 */
export function parseAmount(input: string, options: ParseOptions): AmountParseResult {
  const { locale, exponent, allowNegative = false, currency } = options;
  const symbols = numberSymbols(locale);
  let text = asciiDigits(input).trim();
  if (currency) {
    for (const mark of currencyMarks(currency, locale)) {
      text = text.replace(new RegExp(escapeRegExp(mark), 'gi'), '');
    }
    text = text.trim();
  }
  if (text === '') return { ok: true, value: null };

  let negative = false;
  if (MINUS_SIGNS.test(text) || text.startsWith(symbols.minus)) {
    negative = true;
    text = text.replace(MINUS_SIGNS, '').replace(symbols.minus, '').trim();
  }

  const pieces = text.split(symbols.decimal);
  if (pieces.length > 2) return { ok: false, error: 'invalid' };
  const [rawInteger = '', fraction = ''] = pieces;
  if (!/^\d*$/.test(fraction)) return { ok: false, error: 'invalid' };
  const integer =
    rawInteger === '' ? (fraction === '' ? null : '0') : integerDigits(rawInteger, symbols.group);
  if (integer === null) return { ok: false, error: 'invalid' };
  if (fraction.length > exponent) return { ok: false, error: 'tooManyDecimals' };

  const digits = (integer + fraction.padEnd(exponent, '0')).replace(/^0+(?=\d)/, '');
  if (BigInt(digits) > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'tooLarge' };
  const value = Number(digits);
  if (negative && value !== 0 && !allowNegative) return { ok: false, error: 'negative' };
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** Minor units as an exact decimal string: (12345, 2) → "123.45", (-5, 3) → "-0.005". */
export function toDecimalString(minor: number, exponent: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a safe integer`);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const integer = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${minor < 0 ? '-' : ''}${integer}${exponent > 0 ? `.${fraction}` : ''}`;
}

type DecimalString = `${number}`;

/** The amount for editing: locale digits and separators, all the currency's decimals, no symbol. */
export function formatAmountInput(minor: number, exponent: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(toDecimalString(minor, exponent) as DecimalString);
}

/** The amount for reading, with its currency, e.g. in an error message: "€1,000.00". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const exponent = currencyExponent(currency, locale);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    toDecimalString(minor, exponent) as DecimalString,
  );
}
