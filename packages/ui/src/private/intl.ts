import { useLocale, useLocalizedStringFormatter } from 'react-aria';

/**
 * The design system's own strings (e.g. "Close", "Copied") are localized the react-aria way: each component
 * ships a small dictionary per locale and reads it for the locale of the nearest I18nProvider.
 */
export type Dictionary<K extends string> = { 'en-US': Record<K, string> } & Record<
  string,
  Record<K, string>
>;

export function useStrings<K extends string>(dictionary: Dictionary<K>, name: string) {
  const formatter = useLocalizedStringFormatter(dictionary, `@paydesk/ui/${name}`);
  const { locale } = useLocale();
  // Plain-string messages are not interpolated by the formatter itself: fill `{name}` placeholders here,
  // numbers in the locale's format.
  return (key: K, values?: Record<string, string | number>) => {
    const message = formatter.format(key, values);
    if (!values) return message;
    return message.replace(/\{(\w+)\}/g, (placeholder, variable: string) => {
      const value = values[variable];
      if (value === undefined) return placeholder;
      return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
    });
  };
}
