import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '../../../features/mailbox/MailboxPage';
import { mailboxAccess } from '../../../features/mailbox/routeAccess';
import { mailboxSearchSchema } from '../../../features/mailbox/search';

export const Route = createFileRoute('/_dashboard/mailbox/$topicId')({
  staticData: { title: msg`Topic` },
  validateSearch: mailboxSearchSchema,
  beforeLoad: ({ context }) => mailboxAccess(context.organization),
  component: function TopicRoute() {
    const { organizationId, allows } = Route.useRouteContext();
    return (
      <MailboxPage
        organizationId={organizationId}
        allows={allows}
        search={Route.useSearch()}
        topicId={Route.useParams().topicId}
      />
    );
  },
});
