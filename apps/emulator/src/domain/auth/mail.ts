import type { DomainContext } from '../context.js';
import { sendMessage } from '../outbox/outbox.js';

/** An email to a user of the dashboard (sign-up, reset, two-step set-up, reports); `text` is its body. */
export async function sendMail(
  ctx: DomainContext,
  to: string,
  subject: string,
  link: string | null,
  { text }: { text?: string } = {},
): Promise<void> {
  await sendMessage(ctx, { channel: 'email', to, subject, link, ...(text ? { body: text } : {}) });
}
