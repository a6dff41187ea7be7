import * as v from 'valibot';
import type { PeriodPreset } from '../../shared/periods/periods';

/** The aggregated page's periods: days for the shorter ones, months for a year. */
export const aggregatedPresets = ['30d', '90d', '12m'] as const satisfies readonly PeriodPreset[];

export const aggregateSearchSchema = v.object({
  period: v.fallback(v.optional(v.picklist(aggregatedPresets), '90d'), '90d'),
});
export type AggregateSearch = v.InferOutput<typeof aggregateSearchSchema>;

/** Buckets of a preset: a year in months, anything shorter in days. */
export const bucketOf = (preset: PeriodPreset): 'day' | 'month' =>
  preset === '12m' ? 'month' : 'day';
