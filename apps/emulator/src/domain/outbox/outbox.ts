/**
 * The outbox: every email and SMS the provider would send lands here instead of going out. Test control and the
 * `/emulator/outbox` pages read it; the console shows each message when logging is on.
 */
import type { DomainContext } from '../context.js';

export type OutboxChannel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** An email address (kept lower-case) or a phone number. */
  to: string;
  subject: string;
  body?: string;
  /** A path or URL the message points at (a reset link, a report page, a payment page). */
  link?: string | null;
}

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string | null;
  link: string | null;
  createdAt: string;
}

const recipient = (channel: OutboxChannel, to: string) =>
  channel === 'email' ? to.trim().toLowerCase() : to.replace(/[^\d+]/g, '');

export async function sendMessage(ctx: DomainContext, message: OutgoingMessage): Promise<void> {
  const to = recipient(message.channel, message.to);
  await ctx.db.run(
    'INSERT INTO mail (channel, to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [
      message.channel,
      to,
      message.subject,
      message.body ?? null,
      message.link ?? null,
      ctx.clock.now(),
    ],
  );
  if (ctx.config.log) {
    const link = message.link ? ` — ${message.link}` : '';
    console.log(`[${message.channel}] to ${to}: ${message.subject}${link}`);
  }
}

/** What `/emulator/outbox.json` answers for one message: the provider's email or SMS as a developer reads it. */
export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** Absolute when an origin is given (the dashboard's, where the emulator serves it), so they can be opened. */
  links: string[];
  sentAt: string;
}

/** Newest first, for the outbox pages; links made absolute against `origin`. */
export async function outboxEntries(
  ctx: Pick<DomainContext, 'db'>,
  to: string | undefined,
  origin: string,
): Promise<(OutboxEntry & { channel: OutboxChannel })[]> {
  const messages = await listMessages(ctx, to);
  return messages.reverse().map((message) => ({
    id: message.id,
    channel: message.channel,
    to: message.to,
    subject: message.subject,
    text: message.body ?? '',
    links: message.link ? [new URL(message.link, origin).href] : [],
    sentAt: message.createdAt,
  }));
}

/** Oldest first; only one recipient's when `to` is given (an email address or a phone number). */
export async function listMessages(
  ctx: Pick<DomainContext, 'db'>,
  to?: string,
): Promise<OutboxMessage[]> {
  const wanted = to?.trim();
  const where = wanted ? 'WHERE to_email = ? OR to_email = ?' : '';
  const rows = await ctx.db.all<Omit<OutboxMessage, 'createdAt'> & { createdAt: number }>(
    `SELECT id, channel, to_email AS "to", subject, body, link, created_at AS "createdAt" FROM mail ${where}
     ORDER BY id`,
    wanted ? [recipient('email', wanted), recipient('sms', wanted)] : [],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
