/**
 * What the customer of a link is told, on the channel the link names (`notifyBy`): the link itself when it is
 * made, a reminder before it expires, and the receipt of a payment. Sent to the outbox, never anywhere real.
 */
import { paymentLinkPagePath, type PaymentLinkNotifyChannel } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { sendMessage } from '../outbox/outbox.js';
import { customerLanguageByEmail } from '../translations/customerLanguage.js';
import { translatorFor, type Translate } from '../translations/translator.js';
import type { PaymentLinkRow } from './store.js';

/** The contact for the link's channel, or null when the link notifies nobody. */
function recipientOf(
  row: PaymentLinkRow,
): { channel: PaymentLinkNotifyChannel; to: string } | null {
  if (row.notify_by === 'email' && row.customer_email)
    return { channel: 'email', to: row.customer_email };
  if (row.notify_by === 'sms' && row.customer_phone)
    return { channel: 'sms', to: row.customer_phone };
  return null;
}

/**
 * Sends the message in the customer's language (the organization's customer with the link's email), and points
 * its link at the payment page in that language.
 */
async function notify(
  ctx: DomainContext,
  row: PaymentLinkRow,
  words: (t: Translate) => { subject: string; body: string },
  withLink: boolean,
) {
  const recipient = recipientOf(row);
  if (!recipient) return;
  const language = await customerLanguageByEmail(ctx.db, row.organization_id, row.customer_email);
  const tr = await translatorFor(ctx.db, row.organization_id, [language]);
  const page = paymentLinkPagePath(row.token);
  await sendMessage(ctx, {
    ...recipient,
    ...words(tr.t),
    link: withLink ? (tr.language === 'en' ? page : `${page}?lang=${tr.language}`) : null,
  });
}

export const notifyCreated = (ctx: DomainContext, row: PaymentLinkRow) =>
  notify(
    ctx,
    row,
    (t) => ({
      subject: t('email.linkCreated.subject', { description: row.description }),
      body: t('email.linkCreated.body'),
    }),
    true,
  );

export const notifyReminder = (ctx: DomainContext, row: PaymentLinkRow, days: number) =>
  notify(
    ctx,
    row,
    (t) => ({
      subject: t('email.linkReminder.subject', { description: row.description }),
      body:
        days === 1 ? t('email.linkReminder.bodyOne') : t('email.linkReminder.bodyOther', { days }),
    }),
    true,
  );

export const notifyPaid = (
  ctx: DomainContext,
  row: PaymentLinkRow,
  receipt: { amount: string; transactionId: string },
) =>
  notify(
    ctx,
    row,
    (t) => ({
      subject: t('email.linkPaid.subject', { description: row.description }),
      body: t('email.linkPaid.body', receipt),
    }),
    false,
  );
