/**
 * The texts the provider shows customers on the merchant's behalf, by key, with their English source: the one
 * place they are written. The hosted payment page and the customer emails read them through a translator
 * (`translator.ts`), so a merchant's language replaces exactly these and nothing else. `{name}` placeholders are
 * filled in when the text is used and must survive translation.
 */
import { PAYMENT_LINK_ERRORS } from '@paydesk/api-client';
import { PAY_ERRORS } from '../paymentLinks/payErrors.js';

export const translationCatalogue = {
  'payPage.title': { group: 'payPage', source: 'Pay {merchant}' },
  'payPage.amount': { group: 'payPage', source: 'Amount' },
  'payPage.amountHint': { group: 'payPage', source: 'Between {min} and {max}' },
  'payPage.currency': { group: 'payPage', source: 'Currency' },
  'payPage.email': { group: 'payPage', source: 'Email' },
  'payPage.cardNumber': { group: 'payPage', source: 'Card number' },
  'payPage.testCards': {
    group: 'payPage',
    source: 'Test cards: {approveCard} approves, {declineCard} declines',
  },
  'payPage.expiry': { group: 'payPage', source: 'Expiry (MM/YY)' },
  'payPage.cvc': { group: 'payPage', source: 'CVC' },
  'payPage.holderName': { group: 'payPage', source: 'Cardholder name' },
  'payPage.pay': { group: 'payPage', source: 'Pay' },
  'payPage.payAmount': { group: 'payPage', source: 'Pay {amount}' },
  'payPage.declined': { group: 'payPage', source: 'Your card was declined. Try another card.' },
  'payPage.emulatorNote': { group: 'payPage', source: 'Paydesk emulator: no real money moves.' },
  'payPage.unavailable': { group: 'payPage', source: PAYMENT_LINK_ERRORS.notAvailable },
  'payPage.unavailableHint': {
    group: 'payPage',
    source:
      'This link has expired, was disabled or has already been paid. Ask the merchant for a new one.',
  },
  'payPage.success': { group: 'payPage', source: 'Payment successful' },
  'payPage.downloads': { group: 'payPage', source: 'Your downloads' },
  'payPage.transaction': { group: 'payPage', source: 'Transaction {id}' },
  'payPage.error.cardNumber': { group: 'payPage', source: PAY_ERRORS.cardNumber },
  'payPage.error.expiry': { group: 'payPage', source: PAY_ERRORS.expiry },
  'payPage.error.expired': { group: 'payPage', source: PAY_ERRORS.expired },
  'payPage.error.cvc': { group: 'payPage', source: PAY_ERRORS.cvc },
  'payPage.error.holderName': { group: 'payPage', source: PAY_ERRORS.holderName },
  'payPage.error.amount': { group: 'payPage', source: PAY_ERRORS.amount },
  'payPage.error.currency': { group: 'payPage', source: PAY_ERRORS.currency },
  'payPage.error.email': { group: 'payPage', source: PAY_ERRORS.email },
  'email.linkCreated.subject': { group: 'email', source: 'Payment request: {description}' },
  'email.linkCreated.body': { group: 'email', source: 'Pay securely through the link.' },
  'email.linkReminder.subject': { group: 'email', source: 'Reminder: {description}' },
  'email.linkReminder.bodyOne': { group: 'email', source: 'This payment link expires in 1 day.' },
  'email.linkReminder.bodyOther': {
    group: 'email',
    source: 'This payment link expires in {days} days.',
  },
  'email.linkPaid.subject': { group: 'email', source: 'Payment received: {description}' },
  'email.linkPaid.body': {
    group: 'email',
    source: 'We received {amount} (transaction {transactionId}). Thank you.',
  },
  'email.invoice.subject': { group: 'email', source: 'Invoice {cycle} for {plan}: {amount}' },
  'email.reminder.subject': {
    group: 'email',
    source: 'Payment reminder {number} of {total}: {plan}',
  },
  'email.reminder.body': {
    group: 'email',
    source:
      'Invoice {cycle} ({amount}) is unpaid: the payment was declined. Please update your payment method.',
  },
} as const satisfies Record<string, { group: 'payPage' | 'email'; source: string }>;

export type TranslationKeyName = keyof typeof translationCatalogue;
export const translationKeys = Object.keys(translationCatalogue) as TranslationKeyName[];

export const isTranslationKey = (key: string): key is TranslationKeyName =>
  Object.hasOwn(translationCatalogue, key);

/** The `{name}` placeholders of a text, sorted and without repeats. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();

/** Whether a translation keeps exactly the placeholders of its key's English source. */
export const keepsPlaceholders = (key: TranslationKeyName, text: string) =>
  placeholdersOf(text).join() === placeholdersOf(translationCatalogue[key].source).join();

/** The key of a pay-form error text, so the page shows it in the customer's language. */
export const payErrorKey = (text: string): TranslationKeyName | undefined =>
  (Object.entries(PAY_ERRORS) as [keyof typeof PAY_ERRORS, string][])
    .filter(([, value]) => value === text)
    .map(([name]) => `payPage.error.${name}` as TranslationKeyName)[0];
