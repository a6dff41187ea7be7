/** The payment-links area: links of Acme Retail's live web shop (a hosted project). */
import { insertPaymentLink } from '../../../src/domain/paymentLinks/store.js';
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, WEB_SHOP, type MatrixCase } from './case.js';

const linkFields = {
  description: 'Matrix invoice',
  amount: 1000,
  currencies: ['EUR'],
  methods: ['card'],
};

let made = 0;
/** An active link of the web shop, written straight to the table (each call gets its own). */
async function link(phase: Phase): Promise<string> {
  made += 1;
  const linkId = `plk_matrix_${made}`;
  const now = phase.world.now();
  const { sql, args } = insertPaymentLink({
    id: linkId,
    organization_id: id(phase, RETAIL),
    project_id: id(phase, WEB_SHOP),
    token: `matrix-${made}`,
    description: 'Matrix link',
    amount: 1000,
    adjustable_amount: 0,
    min_amount: null,
    max_amount: null,
    currencies: '["EUR"]',
    methods: '["card"]',
    customer_email: null,
    customer_phone: null,
    expires_at: null,
    reusable: 0,
    partial_payment: 0,
    defined_customers: 0,
    customers: '[]',
    reminder_days: null,
    reminder_sent_at: null,
    notify_by: null,
    travel: 0,
    travel_data: null,
    downloads: '[]',
    paid_count: 0,
    paid_amount: 0,
    last_paid_at: null,
    disabled_at: null,
    created_at: now,
    updated_at: now,
  });
  await phase.world.db.run(sql, args);
  return linkId;
}

export const paymentLinkCases: MatrixCase[] = [
  {
    key: 'payment-links:payment-links/list',
    call: (phase) =>
      action(
        'payment-links',
        'payment-links/list',
        body.listRequest({ resourceId: id(phase, RETAIL) }),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'payment-links:payment-links/get',
    call: async (phase) =>
      action('payment-links', 'payment-links/get', undefined, await link(phase)),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payment-links:payment-links/create',
    call: (phase) =>
      action('payment-links', 'payment-links/create', {
        data: {
          type: 'payment-link',
          attributes: { resourceId: id(phase, WEB_SHOP), ...linkFields },
        },
      }),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payment-links:payment-links/update',
    call: async (phase) =>
      action(
        'payment-links',
        'payment-links/update',
        { data: { type: 'payment-link', attributes: linkFields } },
        await link(phase),
      ),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payment-links:payment-links/disable',
    call: async (phase) =>
      action('payment-links', 'payment-links/disable', undefined, await link(phase)),
    target: () => on(WEB_SHOP),
  },
];
