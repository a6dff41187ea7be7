/**
 * What the customer of a link is told, on the channel the link names (`notifyBy`): the link itself when it is
 * made, a reminder before it expires, and the receipt of a payment. Sent to the outbox, never anywhere real.
 */
import { paymentLinkPagePath, type PaymentLinkNotifyChannel } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { sendMessage } from '../outbox/outbox.js';
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

async function notify(
  ctx: DomainContext,
  row: PaymentLinkRow,
  subject: string,
  body: string,
  withLink: boolean,
) {
  const recipient = recipientOf(row);
  if (!recipient) return;
  await sendMessage(ctx, {
    ...recipient,
    subject,
    body,
    link: withLink ? paymentLinkPagePath(row.token) : null,
  });
}

export const notifyCreated = (ctx: DomainContext, row: PaymentLinkRow) =>
  notify(ctx, row, `Payment request: ${row.description}`, 'Pay securely through the link.', true);

export const notifyReminder = (ctx: DomainContext, row: PaymentLinkRow, days: number) =>
  notify(
    ctx,
    row,
    `Reminder: ${row.description}`,
    `This payment link expires in ${days} ${days === 1 ? 'day' : 'days'}.`,
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
    `Payment received: ${row.description}`,
    `We received ${receipt.amount} (transaction ${receipt.transactionId}). Thank you.`,
    false,
  );
