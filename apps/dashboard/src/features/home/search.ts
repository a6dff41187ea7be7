import * as v from 'valibot';
import type { PeriodPreset } from '../../shared/periods/periods';

/** The home page's periods (SPEC: key figures for a chosen period). */
export const homePresets = ['7d', '30d', '90d'] as const satisfies readonly PeriodPreset[];

/** The period shown when the URL names none; left out of the URL so plain links to home stay plain. */
export const defaultHomePeriod = '30d' satisfies (typeof homePresets)[number];

/** Period and project in the URL, so a view of the figures can be shared and reloaded. */
export const homeSearchSchema = v.object({
  period: v.fallback(v.optional(v.picklist(homePresets)), undefined),
  project: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1))), undefined),
});
export type HomeSearch = v.InferOutput<typeof homeSearchSchema>;
