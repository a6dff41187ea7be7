import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../shared/routing/organizationGuard';
import { PaymentLinkDetailPage } from '../../../features/paymentLinks/PaymentLinkDetailPage';
import { managePaymentLinks } from '../../../features/paymentLinks/permissions';
import { paymentLinkQueries } from '../../../features/paymentLinks/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/payment-links/$linkId')({
  staticData: { title: msg`Payment link` },
  beforeLoad: ({ context }) => requirePermission(context.organization, managePaymentLinks),
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, paymentLinkQueries.detail(params.linkId));
  },
  component: PaymentLinkDetailPage,
});
