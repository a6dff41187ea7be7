import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ListsPage } from '../../../features/antifraud/ListsPage';
import { readAntifraud, writeAntifraud } from '../../../features/antifraud/permissions';
import { antifraudQueries, entryListAttributes } from '../../../features/antifraud/queries';
import { entriesSearchSchema } from '../../../features/antifraud/search';

export const Route = createFileRoute('/_dashboard/antifraud/lists')({
  staticData: { title: msg`Antifraud lists` },
  validateSearch: entriesSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readAntifraud)) throw notFound();
    return { organizationId: selected.id, canWrite: permissions.allows(writeAntifraud) };
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await context.queryClient
      .ensureInfiniteQueryData(
        antifraudQueries.entries(entryListAttributes(deps, context.organizationId)),
      )
      .catch(() => undefined);
  },
  component: ListsPage,
});
