/** The demo mailbox: topics of Acme Retail in every status, each with a short conversation. */
import { DAY } from '../infra/time.js';
import { SEED_EPOCH, type SeedBatch } from './batch.js';

const subjects = [
  ['Settlement for last week is missing', 'settlements', 'pending'],
  ['Refund stuck in processing', 'refunds', 'pending'],
  ['Please enable Apple Pay for the POS project', 'payment-methods', 'open'],
  ['Chargeback evidence deadline question', 'disputes', 'resolved'],
  ['Change of company address', 'account', 'closed'],
  ['Webhook deliveries delayed', 'integration', 'pending'],
] as const;

const INSERT_MESSAGE =
  'INSERT INTO messages (id, topic_id, identity_id, author, body, created_at) VALUES (?, ?, ?, ?, ?, ?)';

export function seedMailbox(
  batch: SeedBatch,
  organizationId: string,
  authorIdentity: string,
): void {
  subjects.forEach(([subject, category, status], index) => {
    const topicId = batch.id('top');
    const created = SEED_EPOCH - (40 - index * 6) * DAY;
    batch.add(
      'INSERT INTO topics (id, resource_id, identity_id, subject, category, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [topicId, organizationId, authorIdentity, subject, category, status, created, created + DAY],
    );
    batch.add(INSERT_MESSAGE, [
      batch.id('msg'),
      topicId,
      authorIdentity,
      'merchant',
      `${subject}. Could you have a look, please?`,
      created,
    ]);
    if (status !== 'pending') {
      batch.add(INSERT_MESSAGE, [
        batch.id('msg'),
        topicId,
        null,
        'support',
        status === 'resolved' || status === 'closed'
          ? 'This is resolved now. Thank you for your patience.'
          : 'Thanks, we are looking into it.',
        created + DAY,
      ]);
    }
  });
}
