/** Request bodies of the contract (SPEC §3 "Request payloads use an envelope of data…"), shared by both suites. */

const DAY = 86_400_000;
/** Statistics and aggregates ask for the last week. */
const PERIOD_DAYS = 7;

/** A well-formed Pusher socket id (channel auth checks the format before the caller). */
export const SOCKET_ID = '123.456';

export const ref = (type: string, id: string) => ({ data: { type, id } });

export const listRequest = (attributes: Record<string, unknown> = {}) => ({
  data: { type: 'list-request', attributes: { page: { size: 5 }, ...attributes } },
});

export const getRequest = (resourceId: string) => ({
  data: { type: 'get-request', attributes: { resourceId } },
});

export const deleteRequest = (resourceId: string) => ({
  data: { type: 'delete-request', attributes: { resourceId } },
});

export const period = (now: number) => ({
  from: new Date(now - PERIOD_DAYS * DAY).toISOString(),
  to: new Date(now + DAY).toISOString(),
});

export const statisticsRequest = (now: number, resourceId: string, projectId?: string) => ({
  data: {
    type: 'statistics-request',
    attributes: { resourceId, ...(projectId ? { projectId } : {}), ...period(now), bucket: 'day' },
  },
});

export const aggregateRequest = (now: number, resourceId: string, projectId?: string) => ({
  data: {
    type: 'dispute-aggregate-request',
    attributes: { resourceId, ...(projectId ? { projectId } : {}), ...period(now), period: 'day' },
  },
});

/** Refund, capture or cancel of one minor unit. */
export const operation = (type: 'refund' | 'capture' | 'cancel') => ({
  data: { type: `${type}-request`, attributes: { amount: 1, reason: 'security suite' } },
});

/** A valid transfer of 1.00 EUR from project `resourceId` to a test Visa card. */
export const transfer = (resourceId: string) => ({
  data: {
    type: 'transfer',
    attributes: {
      resourceId,
      amount: 100,
      currency: 'EUR',
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/39',
      cvc: '123',
      holderName: 'Security Suite',
    },
  },
});

export const identityGroup = (role: string, resourceId: string) => ({
  type: 'identity-group',
  attributes: { role, permissions: [] },
  relationships: { resource: ref('resource', resourceId) },
});

export const topicCreate = (resourceId: string, attachments: string[] = []) => ({
  data: {
    type: 'topic',
    attributes: { subject: 'Security suite topic', body: 'Opened by the security suite.' },
    relationships: {
      resource: ref('resource', resourceId),
      ...(attachments.length ? { attachments: { data: attachments.map(fileRef) } } : {}),
    },
  },
});

const fileRef = (id: string) => ({ type: 'file', id });

export const messageCreate = (topicId: string, attachments: string[] = []) => ({
  data: {
    type: 'message',
    attributes: { body: 'Written by the security suite.' },
    relationships: {
      topic: ref('topic', topicId),
      ...(attachments.length ? { attachments: { data: attachments.map(fileRef) } } : {}),
    },
  },
});

export const evidence = (attachments: string[] = []) => ({
  data: {
    type: 'dispute-evidence',
    attributes: { text: 'Delivery confirmed, signed receipt attached.' },
    relationships: attachments.length ? { attachments: { data: attachments.map(fileRef) } } : {},
  },
});

export const fileAllocation = {
  data: { type: 'file', attributes: { name: 'suite.txt', size: 5, mimeType: 'text/plain' } },
};

export const projectCreate = (organizationId: string) => ({
  data: {
    type: 'project',
    attributes: { name: 'Security suite project', mode: 'sandbox' },
    relationships: { organization: ref('resource', organizationId) },
  },
});

/** A distinct 8-digit number per call: organization numbers are unique. */
let organizationNumber = 60_000_000;
export const organizationCreate = (merchantId: string) => {
  organizationNumber++;
  return {
    data: {
      type: 'organization',
      attributes: { name: `Suite Org ${organizationNumber}`, number: String(organizationNumber) },
      relationships: { merchant: ref('resource', merchantId) },
    },
  };
};

export const identityPatch = (attributes: { name?: string; status?: string }) => ({
  data: { type: 'identity', attributes },
});

export const topicStatus = (status: string) => ({
  data: { type: 'topic', attributes: { status } },
});

export const balancesRequest = (resourceId: string) => ({
  data: { type: 'balances-request', attributes: { resourceId } },
});

export const payoutMethodCreate = (resourceId: string) => ({
  data: {
    type: 'payout-method',
    attributes: {
      resourceId,
      kind: 'bank-account',
      currency: 'EUR',
      holderName: 'Matrix',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    },
  },
});

export const payoutRequestCreate = (resourceId: string, payoutMethodId: string, amount = 100) => ({
  data: {
    type: 'payout-request',
    attributes: { resourceId, amount, currency: 'EUR', payoutMethodId },
  },
});
