/**
 * The words of the main, mailbox and payout-requests resources: resource and project kinds, the statuses of
 * identities, team members, mailbox topics and legacy payout requests. Named apart from the schemas in
 * `resources.ts`, so an app that reads them (a list's URL, a status badge) does not bundle the contract's valibot
 * schemas.
 */

export const resourceTypes = ['merchant', 'organization', 'project', 'channel'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const projectModes = ['live', 'sandbox'] as const;
export type ProjectMode = (typeof projectModes)[number];

/** How a project integrates; payment links are not supported for server-to-server projects (SPEC §8). */
export const integrationTypes = ['hosted', 'server-to-server'] as const;

export const identityStatuses = ['active', 'disabled'] as const;
export type IdentityStatus = (typeof identityStatuses)[number];

/** Team status (SPEC §4): a member who has signed in, or one invited who has not yet. */
export const teamStatuses = ['active', 'invite-sent'] as const;
export type TeamStatus = (typeof teamStatuses)[number];

/** Mailbox topic statuses; Pending topics are the "new issues" the sidebar badge counts. */
export const topicStatuses = ['pending', 'open', 'resolved', 'closed'] as const;
export type TopicStatus = (typeof topicStatuses)[number];

/** What a topic can be about: a record of the organization, linked to its page. */
export const topicAboutTypes = ['transaction', 'dispute', 'payout', 'report'] as const;
export type TopicAboutType = (typeof topicAboutTypes)[number];

export const messageAuthors = ['merchant', 'support'] as const;

export const payoutRequestStatuses = ['new', 'pending', 'done', 'failed'] as const;
export type PayoutRequestStatus = (typeof payoutRequestStatuses)[number];
