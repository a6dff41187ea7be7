import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outboxEntries, type OutboxEntry } from '../domain/outbox/outbox.js';
import type { Context } from './context.js';

/** Where the emulator shows what the provider would have sent by email or SMS. */
export const OUTBOX_PREFIX = '/emulator';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;

const row = (message: OutboxEntry & { channel: string }) =>
  `<tr><td>${message.id}</td><td>${escapeHtml(message.sentAt)}</td><td>${message.channel}</td>` +
  `<td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.subject)}</td>` +
  `<td>${escapeHtml(message.text)}</td><td>${message.links.map(link).join('<br>')}</td></tr>`;

function outboxPage(messages: (OutboxEntry & { channel: string })[], to: string | undefined) {
  const heading = to ? `Outbox for ${escapeHtml(to)}` : 'Outbox';
  const body = messages.length
    ? `<table><caption>${messages.length} messages, newest first</caption><thead><tr><th scope="col">#</th>` +
      '<th scope="col">Sent at (UTC)</th><th scope="col">Channel</th><th scope="col">To</th>' +
      '<th scope="col">Subject</th><th scope="col">Text</th><th scope="col">Links</th></tr></thead>' +
      `<tbody>${messages.map(row).join('')}</tbody></table>`
    : '<p>No messages yet.</p>';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${heading} · Paydesk emulator</title>` +
    `</head><body><main><h1>${heading}</h1><p>Every email and SMS the provider would have sent. ` +
    `<a href="${OUTBOX_PREFIX}/outbox.json">As JSON</a></p>${body}</main></body></html>`
  );
}

/** The origin the developer reached the emulator on: the dashboard is served there, so links open in it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The outbox as a page and as JSON (`?to=` narrows it to one recipient), newest first. The emulator sends nothing:
 * reminders, invoices, password resets and reports wait here to be read by a person or a test. Registered only in
 * local mode (`localMode`): a real provider has no such pages.
 */
export function registerOutboxRoutes(app: FastifyInstance, ctx: Context): void {
  app.get<{ Querystring: { to?: string } }>(`${OUTBOX_PREFIX}/outbox.json`, async (request) =>
    (await outboxEntries(ctx, request.query.to?.trim() || undefined, originOf(request))).map(
      ({ channel: _channel, ...entry }) => entry,
    ),
  );
  app.get<{ Querystring: { to?: string } }>(`${OUTBOX_PREFIX}/outbox`, async (request, reply) => {
    const to = request.query.to?.trim() || undefined;
    const messages = await outboxEntries(ctx, to, originOf(request));
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(messages, to));
  });
}
