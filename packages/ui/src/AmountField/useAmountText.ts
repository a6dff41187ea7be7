import { useState } from 'react';
import { formatAmountInput, parseAmount, type AmountParseResult } from './money';

interface Options {
  value: number | null | undefined;
  defaultValue: number | null | undefined;
  locale: string;
  exponent: number;
  currency: string;
  allowNegative: boolean;
  onChange: ((minorUnits: number | null) => void) | undefined;
}

/**
 * The typed text is the source of truth while editing, so nothing typed is lost or reformatted under the
 * caret; the minor-units value is derived from it. A controlled `value` that differs from the text's
 * value (set from outside) replaces the text.
 */
export function useAmountText(options: Options) {
  const { value, defaultValue, locale, exponent, currency, allowNegative, onChange } = options;
  const format = (minor: number | null | undefined) =>
    minor == null ? '' : formatAmountInput(minor, exponent, locale);
  const parse = (text: string): AmountParseResult =>
    parseAmount(text, { locale, exponent, allowNegative, currency });

  const [text, setText] = useState(() => format(value !== undefined ? value : defaultValue));
  const [seenValue, setSeenValue] = useState(value);
  const parsed = parse(text);
  const current = parsed.ok ? parsed.value : null;

  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    if (value !== current) setText(format(value));
  }

  const change = (next: string) => {
    setText(next);
    const result = parse(next);
    const minor = result.ok ? result.value : null;
    if (minor !== current) onChange?.(minor);
  };

  /** On leaving the field a valid amount is shown the canonical way: "1234.5" → "1,234.50". */
  const normalize = () => {
    if (parsed.ok && parsed.value !== null) setText(format(parsed.value));
  };

  return { text, parsed, value: current, change, normalize, parse };
}
