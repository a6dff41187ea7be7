import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { readAntifraud, writeAntifraud } from '../../../features/antifraud/permissions';
import { antifraudQueries } from '../../../features/antifraud/queries';
import { RulesPage } from '../../../features/antifraud/RulesPage';
import { organizationGuard } from '../../../shared/routing/organizationGuard';

export const Route = createFileRoute('/_dashboard/antifraud/rules')({
  staticData: { title: msg`Antifraud rules` },
  beforeLoad: organizationGuard({ read: readAntifraud, write: writeAntifraud }),
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context }) => {
    await context.queryClient
      .ensureInfiniteQueryData(antifraudQueries.rules(context.organizationId))
      .catch(() => undefined);
  },
  component: RulesPage,
});
