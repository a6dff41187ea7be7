import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PaymentLinksPage } from '../../../features/paymentLinks/PaymentLinksPage';
import { managePaymentLinks } from '../../../features/paymentLinks/permissions';
import { paymentLinkQueries } from '../../../features/paymentLinks/queries';
import { paymentLinkSearchSchema } from '../../../features/paymentLinks/search';
import { readPreferences } from '../../../shared/preferences';

export const Route = createFileRoute('/_dashboard/payment-links/')({
  staticData: { title: msg`Payment links` },
  validateSearch: paymentLinkSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(managePaymentLinks)) throw notFound();
    return { organizationId: selected.id };
  },
  loaderDeps: ({ search }) => search,
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context, deps }) => {
    const attributes = paymentLinkQueries.attributesOf(
      deps,
      context.organizationId,
      readPreferences().timeZone,
    );
    await context.queryClient
      .ensureInfiniteQueryData(paymentLinkQueries.pages(attributes))
      .catch(() => undefined);
  },
  component: PaymentLinksPage,
});
