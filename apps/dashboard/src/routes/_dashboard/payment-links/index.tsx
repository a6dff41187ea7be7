import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentLinksPage } from '../../../features/paymentLinks/PaymentLinksPage';
import { managePaymentLinks } from '../../../features/paymentLinks/permissions';
import { paymentLinkQueries } from '../../../features/paymentLinks/queries';
import { paymentLinkSearchSchema } from '../../../features/paymentLinks/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadDatedList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/payment-links/')({
  staticData: { title: msg`Payment links` },
  ...organizationListRoute(paymentLinkSearchSchema, { read: managePaymentLinks }),
  loader: ({ context, deps }) => loadDatedList(paymentLinkQueries, context, deps),
  component: PaymentLinksPage,
});
