import type { Dictionary } from '../private/intl';

export type AmountFieldKey =
  'invalid' | 'negative' | 'noDecimals' | 'tooManyDecimals' | 'tooLarge' | 'belowMin' | 'aboveMax';

export const amountFieldStrings: Dictionary<AmountFieldKey> = {
  'en-US': {
    invalid: 'Enter an amount, for example {example}',
    negative: 'Enter an amount of zero or more',
    noDecimals: '{currency} amounts have no decimal places',
    tooManyDecimals: '{currency} amounts have at most {digits} decimal places',
    tooLarge: 'The amount is too large',
    belowMin: 'Enter at least {amount}',
    aboveMax: 'Enter at most {amount}',
  },
  'de-DE': {
    invalid: 'Geben Sie einen Betrag ein, zum Beispiel {example}',
    negative: 'Geben Sie einen Betrag von null oder mehr ein',
    noDecimals: 'Beträge in {currency} haben keine Nachkommastellen',
    tooManyDecimals: 'Beträge in {currency} haben höchstens {digits} Nachkommastellen',
    tooLarge: 'Der Betrag ist zu groß',
    belowMin: 'Geben Sie mindestens {amount} ein',
    aboveMax: 'Geben Sie höchstens {amount} ein',
  },
};
