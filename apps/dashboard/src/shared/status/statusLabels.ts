import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PerStatus } from './vocabularies';

/** The words of every status, as filters and badges show them. */
export const statusLabels: PerStatus<MessageDescriptor> = {
  dispute: {
    'action-required': msg`Action required`,
    confirmed: msg`Confirmed`,
    ignored: msg`Ignored`,
    lost: msg`Lost`,
    'merchant-action-required': msg`Merchant action required`,
    new: msg`Confirmation needed`,
    pending: msg`Pending`,
    won: msg`Won`,
  },
  filter: {
    active: msg`Active`,
    authenticated: msg`Authenticated`,
    authorized: msg`Authorized`,
    cancelled: msg`Cancelled`,
    chargebacked: msg`Chargebacked`,
    completed: msg`Completed`,
    created: msg`Created`,
    disputed: msg`Disputed`,
    expired: msg`Expired`,
    failed: msg`Failed`,
    halted: msg`Halted`,
    issued: msg`Issued`,
    paid: msg`Paid`,
    'partially-paid': msg`Partially paid`,
    'partially-refunded': msg`Partially refunded`,
    paused: msg`Paused`,
    pending: msg`Pending`,
    'refund-pending': msg`Refund pending`,
    refunded: msg`Refunded`,
    successful: msg`Successful`,
    trialling: msg`Trialling`,
    uncaptured: msg`Uncaptured`,
  },
  transactionResult: {
    fail: msg`Failed`,
    partial: msg`Partial`,
    processing: msg`Processing`,
    success: msg`Success`,
  },
  team: { active: msg`Active`, 'invite-sent': msg`Invite sent` },
  identity: { active: msg`Active`, disabled: msg`Disabled` },
  payoutRequest: { new: msg`New`, pending: msg`Pending`, done: msg`Done`, failed: msg`Failed` },
  report: {
    new: msg`New`,
    processing: msg`Processing`,
    done: msg`Done`,
    failed: msg`Failed`,
    expired: msg`Expired`,
    archived: msg`Archived`,
  },
};
