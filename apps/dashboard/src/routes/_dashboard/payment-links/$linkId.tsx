import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PaymentLinkDetailPage } from '../../../features/paymentLinks/PaymentLinkDetailPage';
import { managePaymentLinks } from '../../../features/paymentLinks/permissions';
import { paymentLinkQueries } from '../../../features/paymentLinks/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/payment-links/$linkId')({
  staticData: { title: msg`Payment link` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(managePaymentLinks)) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(paymentLinkQueries.detail(params.linkId));
    } catch (error) {
      // A link of another organization, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: PaymentLinkDetailPage,
});
