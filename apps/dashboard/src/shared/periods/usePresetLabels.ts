import { useLingui } from '@lingui/react/macro';
import type { PeriodPreset } from './periods';

/** The presets as the period Select words them. */
export function usePresetLabels(): Record<PeriodPreset, string> {
  const { t } = useLingui();
  return {
    '7d': t`Last 7 days`,
    '30d': t`Last 30 days`,
    '90d': t`Last 90 days`,
    '12m': t`Last 12 months`,
  };
}
