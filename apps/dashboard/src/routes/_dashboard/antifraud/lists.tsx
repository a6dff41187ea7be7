import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ListsPage } from '../../../features/antifraud/ListsPage';
import { readAntifraud, writeAntifraud } from '../../../features/antifraud/permissions';
import { antifraudQueries, entryListAttributes } from '../../../features/antifraud/queries';
import { entriesSearchSchema } from '../../../features/antifraud/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadFirstPage } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/antifraud/lists')({
  staticData: { title: msg`Antifraud lists` },
  ...organizationListRoute(entriesSearchSchema, { read: readAntifraud, write: writeAntifraud }),
  loader: ({ context, deps }) =>
    loadFirstPage(
      context.queryClient,
      antifraudQueries.entries(entryListAttributes(deps, context.organizationId)),
    ),
  component: ListsPage,
});
