import type { FastifyInstance } from 'fastify';
import { listMessages, type OutboxMessage } from '../domain/outbox/outbox.js';
import type { Context } from './context.js';

/** Where the emulator shows what the provider would have sent by email or SMS. */
export const OUTBOX_PREFIX = '/emulator';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const row = (message: OutboxMessage) =>
  `<tr><td>${message.id}</td><td>${escapeHtml(message.createdAt)}</td><td>${message.channel}</td>` +
  `<td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.subject)}</td>` +
  `<td>${escapeHtml(message.body ?? '')}</td>` +
  `<td>${message.link ? `<a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a>` : ''}</td></tr>`;

function outboxPage(messages: OutboxMessage[], to: string | undefined): string {
  const heading = to ? `Outbox for ${escapeHtml(to)}` : 'Outbox';
  const body = messages.length
    ? `<table><caption>${messages.length} messages, oldest first</caption><thead><tr><th scope="col">#</th>` +
      '<th scope="col">Sent at (UTC)</th><th scope="col">Channel</th><th scope="col">To</th>' +
      '<th scope="col">Subject</th><th scope="col">Text</th><th scope="col">Link</th></tr></thead>' +
      `<tbody>${messages.map(row).join('')}</tbody></table>`
    : '<p>No messages yet.</p>';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${heading} · Paydesk emulator</title>` +
    `</head><body><main><h1>${heading}</h1><p>Every email and SMS the provider would have sent. ` +
    `<a href="${OUTBOX_PREFIX}/outbox.json">As JSON</a></p>${body}</main></body></html>`
  );
}

/**
 * The outbox as a page and as JSON (`?to=` narrows it to one recipient). The emulator sends nothing: reminders,
 * invoices, password resets and reports wait here to be read by a person or a test.
 */
export function registerOutboxRoutes(app: FastifyInstance, ctx: Context): void {
  app.get<{ Querystring: { to?: string } }>(`${OUTBOX_PREFIX}/outbox.json`, async (request) => ({
    data: await listMessages(ctx, request.query.to),
  }));
  app.get<{ Querystring: { to?: string } }>(`${OUTBOX_PREFIX}/outbox`, async (request, reply) => {
    const to = request.query.to?.trim() || undefined;
    const messages = await listMessages(ctx, to);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(messages, to));
  });
}
