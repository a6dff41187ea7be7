/**
 * Ids of topics and files: the mailbox actions, the file routes, and attachments of the attacker's own topic or
 * dispute.
 */
import { action, http } from '../agent.js';
import * as body from '../payloads.js';
import { ATTACHMENT_REFUSALS, type Slot } from './slot.js';
import { FIXTURE_BYTES } from '../world.js';

export const mailboxSlots: Slot[] = [
  {
    area: 'mailbox',
    label: 'topics/setStatus',
    kinds: ['topic'],
    call: (r) => action('mailbox', 'topics/setStatus', body.topicStatus('closed'), r.id),
  },
  {
    area: 'mailbox',
    label: 'messages/create',
    kinds: ['topic'],
    call: (r) => action('mailbox', 'messages/create', body.messageCreate(r.id)),
  },
  {
    area: 'mailbox',
    label: 'messages/list',
    kinds: ['topic'],
    call: (r) => action('mailbox', 'messages/list', body.listRequest({ resourceId: r.id })),
  },
  {
    area: 'mailbox',
    label: 'messages/getFileId',
    kinds: ['file'],
    call: (r) => action('mailbox', 'messages/getFileId', body.getRequest(r.id)),
  },
  {
    area: 'mailbox',
    label: 'messages/deleteAttachment',
    kinds: ['file'],
    call: (r) => action('mailbox', 'messages/deleteAttachment', body.deleteRequest(r.id)),
  },
  {
    area: 'payments',
    label: 'disputes/deleteAttachment',
    kinds: ['file'],
    call: (r) => action('payments', 'disputes/deleteAttachment', body.deleteRequest(r.id)),
  },
  {
    area: 'mailbox',
    label: 'messages/create (own topic, foreign attachment)',
    kinds: ['file'],
    needs: 'ownTopic',
    refusals: ATTACHMENT_REFUSALS,
    call: (r, a) => action('mailbox', 'messages/create', body.messageCreate(a.ownTopic!, [r.id])),
  },
  {
    area: 'mailbox',
    label: 'topics/create (own organization, foreign attachment)',
    kinds: ['file'],
    needs: 'ownOrganization',
    refusals: ATTACHMENT_REFUSALS,
    call: (r, a) =>
      action('mailbox', 'topics/create', body.topicCreate(a.ownOrganization!, [r.id])),
  },
  {
    area: 'payments',
    label: 'disputes/submitEvidence (own dispute, foreign attachment)',
    kinds: ['file'],
    needs: 'ownDispute',
    refusals: ATTACHMENT_REFUSALS,
    call: (r, a) =>
      action('payments', 'disputes/submitEvidence', body.evidence([r.id]), a.ownDispute!),
  },
  {
    area: 'http',
    label: 'GET files/{id}',
    kinds: ['file'],
    call: (r) => http('GET', `/api/files/${r.id}`),
  },
  {
    area: 'http',
    label: 'PUT files/{id}',
    kinds: ['file'],
    call: (r) => ({
      kind: 'http',
      method: 'PUT',
      path: `/api/files/${r.id}`,
      raw: FIXTURE_BYTES,
    }),
  },
];
