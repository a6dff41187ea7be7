/** Legacy payout requests: only Acme Retail has them (the sidebar entry depends on it). */
import { DAY } from '../infra/time.js';
import { SEED_EPOCH, type SeedBatch } from './batch.js';

const PAYOUT_REQUESTS = 24;

export function seedPayoutRequests(batch: SeedBatch, organizationId: string): void {
  for (let index = 0; index < PAYOUT_REQUESTS; index++) {
    batch.add(
      'INSERT INTO payout_requests (id, resource_id, amount, currency, status, method, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        batch.id('pyr'),
        organizationId,
        Math.round(50_000 + batch.random() * 4_950_000),
        batch.pick(['EUR', 'EUR', 'USD']),
        batch.pick(['done', 'done', 'done', 'failed', 'pending', 'new']),
        batch.pick(['bank-transfer', 'sepa']),
        SEED_EPOCH - (index * 14 + Math.floor(batch.random() * 7)) * DAY,
      ],
    );
  }
}
