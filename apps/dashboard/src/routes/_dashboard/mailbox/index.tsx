import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '../../../features/mailbox/MailboxPage';
import { mailboxAccess } from '../../../features/mailbox/routeAccess';
import { mailboxSearchSchema } from '../../../features/mailbox/search';

export const Route = createFileRoute('/_dashboard/mailbox/')({
  staticData: { title: msg`Mailbox` },
  validateSearch: mailboxSearchSchema,
  beforeLoad: ({ context }) => mailboxAccess(context.organization),
  component: function MailboxRoute() {
    const { organizationId, allows } = Route.useRouteContext();
    return (
      <MailboxPage organizationId={organizationId} allows={allows} search={Route.useSearch()} />
    );
  },
});
