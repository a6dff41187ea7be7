/**
 * The public payment page's HTML: server-rendered, no script at all (a form posts back), its one stylesheet inline
 * (allowed by its hash, see routes.ts), so the first response paints the page: it loads fast on a phone. Every value that
 * came from the merchant or the customer is escaped.
 */
import type { DownloadFile } from '@paydesk/api-client';
import { DECLINE_TEST_CARD, formatMajor, type PayForm } from '../../domain/paymentLinks/pay.js';
import type { PaymentLinkRow } from '../../domain/paymentLinks/store.js';
import { payErrorKey } from '../../domain/translations/catalogue.js';
import type { Translator } from '../../domain/translations/translator.js';
import { PAY_CSS } from './styles.js';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escape = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]!);

/** Test card numbers as a customer reads them: 4242 4242 4242 4242. */
const grouped = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

function layout(tr: Translator, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escape(tr.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${PAY_CSS}</style>
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

export const unavailablePage = (tr: Translator) =>
  layout(
    tr,
    tr.t('payPage.unavailable'),
    `<h1>${escape(tr.t('payPage.unavailable'))}</h1>
<p class="muted">${escape(tr.t('payPage.unavailableHint'))}</p>`,
  );

export interface FormView {
  row: PaymentLinkRow;
  merchant: string;
  action: string;
  currencies: string[];
  /** Minor units the customer pays, or null when they enter it. */
  fixedAmount: number | null;
  bounds: { min: number; max: number } | null;
  askEmail: boolean;
  values: PayForm;
  errors: Partial<Record<keyof PayForm, string>>;
  declined: boolean;
  tr: Translator;
}

function field(
  name: keyof PayForm,
  label: string,
  view: FormView,
  attributes: string,
  hint?: string,
): string {
  const raw = view.errors[name];
  const errorKey = raw ? payErrorKey(raw) : undefined;
  const error = raw && errorKey ? view.tr.t(errorKey) : raw;
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${name}">${escape(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escape(view.values[name] ?? '')}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}>
${hint ? `<p class="hint" id="${name}-hint">${escape(hint)}</p>` : ''}${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}
</div>`;
}

export function formPage(view: FormView): string {
  const { row, tr } = view;
  const { t } = tr;
  const currency = view.values.currency ?? view.currencies[0] ?? 'EUR';
  const amountText = view.fixedAmount !== null ? formatMajor(view.fixedAmount, currency) : null;
  const boundsHint = view.bounds
    ? t('payPage.amountHint', {
        min: formatMajor(view.bounds.min, currency),
        max: formatMajor(view.bounds.max, currency),
      })
    : undefined;
  const currencyField =
    view.currencies.length > 1
      ? `<div class="field"><label for="currency">${escape(t('payPage.currency'))}</label>
<select id="currency" name="currency"${view.errors.currency ? ' aria-invalid="true" aria-describedby="currency-error"' : ''}>${view.currencies
          .map(
            (code) =>
              `<option value="${escape(code)}"${code === currency ? ' selected' : ''}>${escape(code)}</option>`,
          )
          .join(
            '',
          )}</select>${view.errors.currency ? `<p class="error" id="currency-error">${escape(t('payPage.error.currency'))}</p>` : ''}</div>`
      : `<input type="hidden" name="currency" value="${escape(currency)}">`;
  return layout(
    tr,
    t('payPage.title', { merchant: view.merchant }),
    `<p class="muted">${escape(view.merchant)}</p>
<h1>${escape(row.description)}</h1>
${amountText ? `<p class="amount">${escape(amountText)}</p>` : ''}
${view.declined ? `<p class="banner" role="alert">${escape(t('payPage.declined'))}</p>` : ''}
<form method="post" action="${escape(view.action)}" novalidate>
${currencyField}
${view.bounds ? field('amount', t('payPage.amount'), view, 'inputmode="decimal" autocomplete="off" required', boundsHint) : ''}
${view.askEmail ? field('email', t('payPage.email'), view, 'type="email" autocomplete="email" required') : ''}
${field('cardNumber', t('payPage.cardNumber'), view, 'inputmode="numeric" autocomplete="cc-number" required', t('payPage.testCards', { approveCard: grouped('4242424242424242'), declineCard: grouped(DECLINE_TEST_CARD) }))}
<div class="row">
${field('expiry', t('payPage.expiry'), view, 'inputmode="numeric" autocomplete="cc-exp" required')}
${field('cvc', t('payPage.cvc'), view, 'inputmode="numeric" autocomplete="cc-csc" required')}
</div>
${field('holderName', t('payPage.holderName'), view, 'autocomplete="cc-name" required')}
<button type="submit">${escape(amountText ? t('payPage.payAmount', { amount: amountText }) : t('payPage.pay'))}</button>
</form>
<p class="muted small">${escape(t('payPage.emulatorNote'))}</p>`,
  );
}

/** Bytes as the customer reads them: 1.5 MB. */
function fileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${unit === 0 ? size : size.toFixed(1)} ${units[unit]}`;
}

export function receiptPage(options: {
  row: PaymentLinkRow;
  merchant: string;
  amount: string;
  transactionId: string;
  downloads: DownloadFile[];
  tr: Translator;
}): string {
  const { t } = options.tr;
  const downloads = options.downloads.length
    ? `<h2>${escape(t('payPage.downloads'))}</h2><ul>${options.downloads
        .map(
          (file) =>
            `<li><a href="${escape(file.downloadPath)}" download="${escape(file.name)}">${escape(file.name)}</a> <span class="muted small">${escape(fileSize(file.size))}</span></li>`,
        )
        .join('')}</ul>`
    : '';
  const [before = '', after = ''] = t('payPage.transaction', { id: '\u0000' }).split('\u0000');
  return layout(
    options.tr,
    t('payPage.success'),
    `<p class="muted">${escape(options.merchant)}</p>
<h1>${escape(t('payPage.success'))}</h1>
<p class="amount">${escape(options.amount)}</p>
<p>${escape(options.row.description)}</p>
<p class="muted small">${escape(before)}<span class="mono">${escape(options.transactionId)}</span>${escape(after)}</p>
${downloads}`,
  );
}
