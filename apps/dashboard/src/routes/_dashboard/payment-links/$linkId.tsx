import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PaymentLinkDetailPage } from '../../../features/paymentLinks/PaymentLinkDetailPage';
import { managePaymentLinks } from '../../../features/paymentLinks/permissions';
import { paymentLinkQueries } from '../../../features/paymentLinks/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/payment-links/$linkId')({
  staticData: { title: msg`Payment link` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(managePaymentLinks)) throw notFound();
  },
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, paymentLinkQueries.detail(params.linkId));
  },
  component: PaymentLinkDetailPage,
});
