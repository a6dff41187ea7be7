import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SettlementsPage } from '../../../features/settlements/SettlementsPage';
import { readSettlements } from '../../../features/settlements/permissions';
import { settlementQueries } from '../../../features/settlements/queries';
import { settlementSearchSchema } from '../../../features/settlements/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadDatedList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/settlement/')({
  staticData: { title: msg`Settlement payouts` },
  ...organizationListRoute(settlementSearchSchema, { read: readSettlements }),
  loader: ({ context, deps }) => loadDatedList(settlementQueries, context, deps),
  component: SettlementsPage,
});
