/** Storing payloads through the real API, one function per kind of record. */
import type { APIRequestContext } from '@playwright/test';
import { callAll, callAllOk, callOk, uploadAttachments, type AnswerDocument } from './actions';

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

const listRequest = (attributes: Record<string, unknown>) => ({
  data: { type: 'list-request', attributes: { page: { size: 500 }, ...attributes } },
});
const related = (type: string, id: string) => ({ data: { type, id } });
const idOf = (document: AnswerDocument) => (document.data as Resource).id;

/** The signed-in admin's merchant and its first organization (Acme Retail), from the resource tree. */
export async function merchantScope(
  request: APIRequestContext,
): Promise<{ merchantId: string; organizationId: string }> {
  const tree = await callOk(request, {
    area: 'main',
    action: 'identities/getResourceTree',
    payload: listRequest({}),
  });
  const nodes = tree.data as Resource[];
  const ofType = (type: string) => nodes.filter((node) => node.attributes.resourceType === type);
  return { merchantId: ofType('merchant')[0]!.id, organizationId: ofType('organization')[0]!.id };
}

/** Creates an organization per name, numbered from `firstNumber` (8 digits, unique); answers their ids. */
export async function createOrganizations(
  request: APIRequestContext,
  merchantId: string,
  names: readonly string[],
  firstNumber: number,
): Promise<string[]> {
  const answers = await callAllOk(
    request,
    names.map((name, index) => ({
      area: 'main',
      action: 'organizations/create',
      payload: {
        data: {
          type: 'organization',
          attributes: { name, number: String(firstNumber + index) },
          relationships: { merchant: related('resource', merchantId) },
        },
      },
    })),
  );
  return answers.map(idOf);
}

/** Tries to create organizations with these numbers; answers each attempt's document (errors expected). */
export async function tryOrganizationNumbers(
  request: APIRequestContext,
  merchantId: string,
  numbers: readonly string[],
): Promise<AnswerDocument[]> {
  return callAll(
    request,
    numbers.map((number, index) => ({
      area: 'main',
      action: 'organizations/create',
      payload: {
        data: {
          type: 'organization',
          attributes: { name: `Number probe ${index}`, number },
          relationships: { merchant: related('resource', merchantId) },
        },
      },
    })),
  );
}

/** Creates a sandbox project per name and website in `organizationId`; answers their ids. */
export async function createProjects(
  request: APIRequestContext,
  organizationId: string,
  projects: readonly { name: string; url: string }[],
): Promise<string[]> {
  const answers = await callAllOk(
    request,
    projects.map(({ name, url }) => ({
      area: 'main',
      action: 'projects/create',
      payload: {
        data: {
          type: 'project',
          attributes: { name, mode: 'sandbox', url },
          relationships: { organization: related('resource', organizationId) },
        },
      },
    })),
  );
  return answers.map(idOf);
}

/** The first transaction of the organization matching `filters` (largest amount first). */
export async function findTransaction(
  request: APIRequestContext,
  organizationId: string,
  filters: readonly [string, string, string][],
): Promise<string> {
  const list = await callOk(request, {
    area: 'payments',
    action: 'transactions/list',
    payload: listRequest({
      resourceId: organizationId,
      filters,
      sort: '-amount',
      page: { size: 1 },
    }),
  });
  return (list.data as Resource[])[0]!.id;
}

export type Operation = 'refund' | 'capture' | 'cancel';

/** Runs `operation` on `transactionId` for one minor unit per reason; answers the children's ids. */
export async function operate(
  request: APIRequestContext,
  operation: Operation,
  transactionId: string,
  reasons: readonly string[],
): Promise<string[]> {
  const answers = await callAllOk(
    request,
    reasons.map((reason) => ({
      area: 'payments',
      action: `transactions/${operation}`,
      id: transactionId,
      payload: { data: { type: `${operation}-request`, attributes: { amount: 1, reason } } },
    })),
  );
  return answers.map(idOf);
}

/** Disputes of the organization that still accept evidence. */
export async function openDisputes(
  request: APIRequestContext,
  organizationId: string,
): Promise<string[]> {
  const list = await callOk(request, {
    area: 'payments',
    action: 'disputes/list',
    payload: listRequest({
      resourceId: organizationId,
      filters: [['state', 'in', ['new', 'action-required', 'merchant-action-required']]],
    }),
  });
  return (list.data as Resource[]).map((dispute) => dispute.id);
}

export interface NamedFile {
  readonly name: string;
  readonly mimeType: string;
  readonly content: string;
}

const toAttachments = (files: readonly NamedFile[]) =>
  files.map(({ name, mimeType, content }) => ({ name, mimeType, bytes: Buffer.from(content) }));

/** Submits `text` as evidence for `disputeId` with the files attached; answers the files' ids. */
export async function submitEvidence(
  request: APIRequestContext,
  disputeId: string,
  text: string,
  files: readonly NamedFile[],
): Promise<string[]> {
  const fileIds = await uploadAttachments(request, 'payments', toAttachments(files));
  await callOk(request, {
    area: 'payments',
    action: 'disputes/submitEvidence',
    id: disputeId,
    payload: {
      data: {
        type: 'dispute-evidence',
        attributes: { text },
        relationships: { attachments: { data: fileIds.map((id) => ({ type: 'file', id })) } },
      },
    },
  });
  return fileIds;
}

/** Opens a mailbox topic about `resourceId`; answers its id. */
export async function createTopic(
  request: APIRequestContext,
  resourceId: string,
  subject: string,
  body: string,
): Promise<string> {
  return idOf(
    await callOk(request, {
      area: 'mailbox',
      action: 'topics/create',
      payload: {
        data: {
          type: 'topic',
          attributes: { subject, body },
          relationships: { resource: related('resource', resourceId) },
        },
      },
    }),
  );
}

/** Adds a message with the files attached to topic `topicId`. */
export async function addMessage(
  request: APIRequestContext,
  topicId: string,
  body: string,
  files: readonly NamedFile[],
): Promise<void> {
  const fileIds = await uploadAttachments(request, 'mailbox', toAttachments(files));
  await callOk(request, {
    area: 'mailbox',
    action: 'messages/create',
    payload: {
      data: {
        type: 'message',
        attributes: { body },
        relationships: {
          topic: related('topic', topicId),
          attachments: { data: fileIds.map((id) => ({ type: 'file', id })) },
        },
      },
    },
  });
}

/** Renames identity `identityId` (the session's own). */
export async function renameIdentity(
  request: APIRequestContext,
  identityId: string,
  name: string,
): Promise<void> {
  await callOk(request, {
    area: 'main',
    action: 'identities/patch',
    id: identityId,
    payload: { data: { type: 'identity', attributes: { name } } },
  });
}

/** Reads a list action's items back, to compare what the server kept with what was sent. */
export async function listItems(
  request: APIRequestContext,
  area: 'mailbox',
  action: string,
  resourceId: string,
): Promise<Resource[]> {
  const list = await callOk(request, { area, action, payload: listRequest({ resourceId }) });
  return [...(list.data as Resource[]), ...((list.included ?? []) as Resource[])];
}
