/** The mailbox: topics and messages of the caller and of someone else, attachments and their file ids. */
import { action } from '../agent.js';
import * as body from '../payloads.js';
import { id, mine, nothing, on, theirs, RETAIL, type MatrixCase } from './case.js';
import { holds } from '../oracle.js';

export const mailboxCases: MatrixCase[] = [
  {
    key: 'mailbox:topics/list',
    call: (phase) =>
      action('mailbox', 'topics/list', body.listRequest({ resourceId: id(phase, RETAIL) })),
    target: () => on(RETAIL),
    // Without topics.all / topics.supervisor a member sees only the topics they opened.
    secrets: (phase) =>
      holds(phase.spec.oracle, ['topics.all', 'topics.supervisor'], RETAIL)
        ? []
        : [phase.other.topic],
  },
  {
    key: 'mailbox:topics/create',
    call: (phase) => action('mailbox', 'topics/create', body.topicCreate(id(phase, RETAIL))),
    target: () => on(RETAIL),
  },
  {
    key: 'mailbox:topics/setStatus#own',
    call: (phase) =>
      action('mailbox', 'topics/setStatus', body.topicStatus('open'), phase.own.topic),
    target: () => mine(RETAIL),
  },
  {
    key: 'mailbox:topics/setStatus#other',
    call: (phase) =>
      action('mailbox', 'topics/setStatus', body.topicStatus('open'), phase.other.topic),
    target: () => theirs(RETAIL),
  },
  {
    key: 'mailbox:messages/create#own',
    call: (phase) => action('mailbox', 'messages/create', body.messageCreate(phase.own.topic)),
    target: () => mine(RETAIL),
  },
  {
    key: 'mailbox:messages/create#other',
    call: (phase) => action('mailbox', 'messages/create', body.messageCreate(phase.other.topic)),
    target: () => theirs(RETAIL),
  },
  {
    // Submitted dispute evidence is not a mailbox attachment to send.
    key: 'mailbox:messages/create#evidenceAsAttachment',
    call: (phase) =>
      action(
        'mailbox',
        'messages/create',
        body.messageCreate(phase.own.topic, [phase.own.evidenceSubmitted]),
      ),
    target: () => mine(RETAIL),
    refusals: ['invalid'],
  },
  {
    key: 'mailbox:messages/list#own',
    call: (phase) =>
      action('mailbox', 'messages/list', body.listRequest({ resourceId: phase.own.topic })),
    target: () => mine(RETAIL),
  },
  {
    key: 'mailbox:messages/list#other',
    call: (phase) =>
      action('mailbox', 'messages/list', body.listRequest({ resourceId: phase.other.topic })),
    target: () => theirs(RETAIL),
  },
  {
    key: 'mailbox:messages/allocateAttachment',
    call: () => action('mailbox', 'messages/allocateAttachment', body.fileAllocation),
    target: nothing,
  },
  {
    key: 'mailbox:messages/deleteAttachment#own',
    call: (phase) =>
      action('mailbox', 'messages/deleteAttachment', body.deleteRequest(phase.own.deletable)),
    target: () => mine(),
  },
  {
    key: 'mailbox:messages/deleteAttachment#other',
    call: (phase) =>
      action('mailbox', 'messages/deleteAttachment', body.deleteRequest(phase.other.unsent)),
    target: () => theirs(),
  },
  {
    key: 'mailbox:messages/deleteAttachment#submittedEvidence',
    call: (phase) =>
      action(
        'mailbox',
        'messages/deleteAttachment',
        body.deleteRequest(phase.own.evidenceSubmitted),
      ),
    target: () => mine(),
    refusals: ['attachment-sent'],
  },
  {
    key: 'mailbox:messages/getFileId#own',
    call: (phase) => action('mailbox', 'messages/getFileId', body.getRequest(phase.own.unsent)),
    target: () => mine(),
  },
  {
    key: 'mailbox:messages/getFileId#otherSent',
    call: (phase) => action('mailbox', 'messages/getFileId', body.getRequest(phase.other.sentFile)),
    target: () => theirs(RETAIL),
  },
  {
    key: 'mailbox:messages/getFileId#otherUnsent',
    call: (phase) => action('mailbox', 'messages/getFileId', body.getRequest(phase.other.unsent)),
    target: () => theirs(),
  },
  {
    key: 'mailbox:messages/getFileId#otherExport',
    call: (phase) =>
      action('mailbox', 'messages/getFileId', body.getRequest(phase.other.exportFile)),
    target: () => theirs(RETAIL),
  },
  {
    key: 'mailbox:messages/getFileId#evidence',
    call: (phase) =>
      action('mailbox', 'messages/getFileId', body.getRequest(phase.other.evidenceFile)),
    target: () => on(RETAIL),
  },
];
