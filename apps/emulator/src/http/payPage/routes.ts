/**
 * The public payment page of every link (no sign-in): `GET /pay/{token}` shows the form, `POST` pays, and a
 * successful payment redirects to its receipt (so reloading never pays twice). An unknown, expired, disabled or
 * used-up link answers 'Payment link is not available'. Forms from another origin are refused.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_LINK_PAGE_PREFIX, paymentLinkPagePath } from '@paydesk/api-client';
import { announceLedger } from '../../actions/ledgerEvents.js';
import { amountBounds, formatMajor, payLink, type PayForm } from '../../domain/paymentLinks/pay.js';
import {
  currenciesOf,
  isPayable,
  paymentLinkByToken,
  remainingOf,
  type PaymentLinkRow,
} from '../../domain/paymentLinks/store.js';
import { downloadIdsOf } from '../../domain/paymentLinks/downloads.js';
import { uploadsByIds } from '../../domain/uploads/uploads.js';
import { acceptedLanguages, english, translatorFor } from '../../domain/translations/translator.js';
import type { Context } from '../context.js';
import { isForeignOrigin } from '../origin.js';
import { contentSecurityDirectives, serializePolicy } from '../contentSecurityPolicy.js';
import { formPage, receiptPage, unavailablePage } from './html.js';
import { PAY_CSS_HASH } from './styles.js';

const FORM_FIELDS = [
  'amount',
  'currency',
  'email',
  'cardNumber',
  'expiry',
  'cvc',
  'holderName',
] as const;
/** Form values longer than this are cut: nothing on the page needs more. */
const MAX_FIELD = 200;

/** The dashboard's policy, with no script at all and the page's one inline stylesheet by its hash. */
const payPagePolicy = (host: string) =>
  serializePolicy({
    ...contentSecurityDirectives({ scriptHashes: [], host }),
    'script-src': ["'none'"],
    'style-src': ["'self'", `'sha256-${PAY_CSS_HASH}'`],
  });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', payPagePolicy(reply.request.headers.host ?? ''))
    .type('text/html; charset=utf-8')
    .send(body);

async function merchantOf(ctx: Context, row: PaymentLinkRow): Promise<string> {
  const organization = await ctx.db.get<{ name: string }>(
    'SELECT name FROM resources WHERE id = ?',
    [row.organization_id],
  );
  return organization?.name ?? 'Merchant';
}

/** The language the customer asks for: `?lang=` (kept on the form and the receipt), then the browser's. */
function wantedOf(request: FastifyRequest): { lang: string | null; wanted: string[] } {
  const query = request.query as Record<string, unknown> | undefined;
  const lang =
    typeof query?.lang === 'string' && /^[A-Za-z]{2,3}([-_][A-Za-z]{2})?$/.test(query.lang)
      ? query.lang
      : null;
  const header = request.headers['accept-language'];
  return { lang, wanted: [...(lang ? [lang] : []), ...acceptedLanguages(header)] };
}

const translatorOf = (ctx: Context, request: FastifyRequest, row: PaymentLinkRow) =>
  translatorFor(ctx.db, row.organization_id, wantedOf(request).wanted);

/** A page path with the customer's `?lang=` kept. */
const withLang = (request: FastifyRequest, path: string) => {
  const { lang } = wantedOf(request);
  return lang ? `${path}?lang=${encodeURIComponent(lang)}` : path;
};

function formOf(body: unknown): PayForm {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const form: PayForm = {};
  for (const name of FORM_FIELDS) {
    const value = source[name];
    if (typeof value === 'string') form[name] = value.slice(0, MAX_FIELD);
  }
  return form;
}

async function showForm(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  row: PaymentLinkRow,
  state: { values?: PayForm; errors?: PayForm; declined?: boolean; status?: number } = {},
) {
  const bounds = amountBounds(row);
  // Never echo the card back: only what the customer may safely see again.
  const { cardNumber: _card, cvc: _cvc, ...values } = state.values ?? {};
  return html(
    reply,
    state.status ?? 200,
    formPage({
      row,
      merchant: await merchantOf(ctx, row),
      action: withLang(request, paymentLinkPagePath(row.token)),
      currencies: currenciesOf(row),
      fixedAmount: bounds ? null : remainingOf(row),
      bounds,
      askEmail: Boolean(row.defined_customers) || !row.customer_email,
      values,
      errors: state.errors ?? {},
      declined: state.declined ?? false,
      tr: await translatorOf(ctx, request, row),
    }),
  );
}

export function registerPaymentLinkPage(app: FastifyInstance, ctx: Context): void {
  app.get<{ Params: { token: string } }>(
    `${PAYMENT_LINK_PAGE_PREFIX}/:token`,
    async (request, reply) => {
      const row = await paymentLinkByToken(ctx.db, request.params.token);
      if (!row) return html(reply, 404, unavailablePage(english));
      if (!isPayable(row, ctx.clock.now()) || !currenciesOf(row).length)
        return html(reply, 410, unavailablePage(await translatorOf(ctx, request, row)));
      return showForm(ctx, request, reply, row);
    },
  );

  app.post<{ Params: { token: string } }>(
    `${PAYMENT_LINK_PAGE_PREFIX}/:token`,
    async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      const { origin, host } = request.headers;
      if (isForeignOrigin(origin, request.protocol, host, ctx.config.allowedOrigins))
        return reply.code(403).type('text/plain').send('Cross-origin requests are not allowed');
      const row = await paymentLinkByToken(ctx.db, request.params.token);
      if (!row) return html(reply, 404, unavailablePage(english));
      const form = formOf(request.body);
      const outcome = await payLink(ctx, row.id, form, request.ip);
      if (outcome.kind === 'unavailable')
        return html(reply, 410, unavailablePage(await translatorOf(ctx, request, row)));
      if (outcome.kind === 'invalid')
        return showForm(ctx, request, reply, row, {
          values: form,
          errors: outcome.errors,
          status: 422,
        });
      if (outcome.kind === 'declined')
        return showForm(ctx, request, reply, row, { values: form, declined: true, status: 402 });
      await announceLedger(ctx, outcome.ledger);
      return reply
        .code(303)
        .header(
          'location',
          withLang(request, `${paymentLinkPagePath(row.token)}/receipt/${outcome.transaction.id}`),
        )
        .send();
    },
  );

  app.get<{ Params: { token: string; transactionId: string } }>(
    `${PAYMENT_LINK_PAGE_PREFIX}/:token/receipt/:transactionId`,
    async (request, reply) => {
      const row = await paymentLinkByToken(ctx.db, request.params.token);
      const transaction = row
        ? await ctx.db.get<{ id: string; amount: number; currency: string }>(
            `SELECT id, amount, currency FROM transactions
             WHERE id = ? AND payment_link_id = ? AND result = 'success'`,
            [request.params.transactionId, row.id],
          )
        : undefined;
      if (!row || !transaction) return html(reply, 404, unavailablePage(english));
      return html(
        reply,
        200,
        receiptPage({
          row,
          merchant: await merchantOf(ctx, row),
          amount: formatMajor(Number(transaction.amount), transaction.currency),
          transactionId: transaction.id,
          // Resolved now: the paying customer gets each file's public download path.
          downloads: await uploadsByIds(ctx, row.organization_id, downloadIdsOf(row.downloads)),
          tr: await translatorOf(ctx, request, row),
        }),
      );
    },
  );
}
