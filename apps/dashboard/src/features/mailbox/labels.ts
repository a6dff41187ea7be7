import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TopicAboutType, TopicStatus } from '@paydesk/api-client';
import type { BadgeProps } from '@paydesk/ui';

/**
 * The provider's topic statuses in the spec's words (SPEC §4 "new / pending / done"): pending waits for support,
 * open waits for the merchant, resolved is done, closed is archived.
 */
export const topicStatusLabels: Record<TopicStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  open: msg`Answered`,
  resolved: msg`Done`,
  closed: msg`Closed`,
};

export const topicStatusTones: Record<TopicStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  open: 'info',
  resolved: 'success',
  closed: 'neutral',
};

export const aboutLabels: Record<TopicAboutType, MessageDescriptor> = {
  transaction: msg`Transaction`,
  dispute: msg`Dispute`,
  payout: msg`Payout`,
  report: msg`Report`,
};

/** A new topic's subject when it is asked from a record's page. */
export const aboutSubjects: Record<TopicAboutType, (id: string) => MessageDescriptor> = {
  transaction: (id) => msg`Question about transaction ${id}`,
  dispute: (id) => msg`Question about dispute ${id}`,
  payout: (id) => msg`Question about payout ${id}`,
  report: (id) => msg`Question about report ${id}`,
};

/** The page of each record a topic can be about. */
export const aboutHref = (type: TopicAboutType, id: string): string =>
  ({
    transaction: `/transactions/${encodeURIComponent(id)}`,
    dispute: `/disputes/${encodeURIComponent(id)}`,
    payout: `/payouts/${encodeURIComponent(id)}`,
    report: `/reports/${encodeURIComponent(id)}`,
  })[type];

export const mailboxMessages = {
  tooLarge: msg`File is too large (10 MB at most)`,
  wrongType: msg`This file type is not allowed`,
  tooMany: msg`Attach at most 5 files.`,
} satisfies Record<string, MessageDescriptor>;

/** The provider's codes for an attachment, in the app's words. */
export const attachmentCodeMessages: Readonly<Record<string, MessageDescriptor>> = {
  'file-too-large': mailboxMessages.tooLarge,
  'file-type': mailboxMessages.wrongType,
};
