import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { MailboxPage } from '../../../features/mailbox/MailboxPage';
import { readMailbox } from '../../../features/mailbox/permissions';
import { mailboxSearchSchema } from '../../../features/mailbox/search';

export const Route = createFileRoute('/_dashboard/mailbox/$topicId')({
  staticData: { title: msg`Topic` },
  validateSearch: mailboxSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readMailbox)) throw notFound();
    return { organizationId: selected.id };
  },
  component: function TopicRoute() {
    const { organizationId, organization } = Route.useRouteContext();
    return (
      <MailboxPage
        organizationId={organizationId}
        allows={(meta) => organization.permissions.allows(meta)}
        search={Route.useSearch()}
        topicId={Route.useParams().topicId}
      />
    );
  },
});
