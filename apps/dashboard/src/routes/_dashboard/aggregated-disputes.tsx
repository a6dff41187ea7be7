import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AggregatedDisputesPage } from '../../features/disputes/AggregatedDisputesPage';
import { aggregateSearchSchema } from '../../features/disputes/aggregateSearch';
import { readDisputes } from '../../features/disputes/permissions';
import { organizationGuard } from '../../shared/routing/organizationGuard';

export const Route = createFileRoute('/_dashboard/aggregated-disputes')({
  staticData: { title: msg`Aggregated disputes` },
  validateSearch: aggregateSearchSchema,
  beforeLoad: organizationGuard({ read: readDisputes }),
  component: AggregatedDisputesPage,
});
