import { I18n, type MessageDescriptor, type MessageOptions } from '@lingui/core';

type Values = MessageDescriptor['values'];

/**
 * Lingui decodes `\uXXXX` and `\xXX` anywhere in a formatted message, interpolated values included, so a file name
 * typed as `\u003cimg` would show as `<img`. Backslashes in string values are swapped for a private-use stand-in
 * before formatting and put back after, so user text always shows as typed.
 */
const STANDIN = '\uE000';
const encode = (text: string) =>
  text.replaceAll(STANDIN, `${STANDIN}e`).replaceAll('\\', `${STANDIN}b`);
const decode = (text: string) =>
  text.replace(/\uE000([be])/g, (_, kind: string) => (kind === 'b' ? '\\' : STANDIN));

function encodeValues(values: Values): Values {
  if (!values) return values;
  const encoded: NonNullable<Values> = {};
  for (const [name, value] of Object.entries(values)) {
    encoded[name] = typeof value === 'string' ? encode(value) : value;
  }
  return encoded;
}

/** An I18n whose interpolated string values are never unescaped. */
export class VerbatimI18n extends I18n {
  override _(
    idOrDescriptor: MessageDescriptor | string,
    values?: Values,
    options?: MessageOptions,
  ): string {
    const formatted =
      typeof idOrDescriptor === 'string'
        ? super._(idOrDescriptor, encodeValues(values), options)
        : super._({ ...idOrDescriptor, values: encodeValues(idOrDescriptor.values) });
    return decode(formatted);
  }
}
