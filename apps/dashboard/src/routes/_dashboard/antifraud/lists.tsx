import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ListsPage } from '../../../features/antifraud/ListsPage';
import { readAntifraud, writeAntifraud } from '../../../features/antifraud/permissions';
import { entryListQueries } from '../../../features/antifraud/queries';
import { entriesSearchSchema } from '../../../features/antifraud/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadValueList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/antifraud/lists')({
  staticData: { title: msg`Antifraud lists` },
  ...organizationListRoute(entriesSearchSchema, { read: readAntifraud, write: writeAntifraud }),
  loader: ({ context, deps }) => loadValueList(entryListQueries, context, deps),
  component: ListsPage,
});
