import { useLingui } from '@lingui/react/macro';
import type { BillingInterval } from '@paydesk/api-client';
import { useCallback } from 'react';

/** "Monthly", "Every 3 months": how often a plan bills. */
export function useBillingPeriod() {
  const { t } = useLingui();
  return useCallback(
    (interval: BillingInterval, count: number) => {
      if (count === 1) {
        const single = { day: t`Daily`, week: t`Weekly`, month: t`Monthly`, year: t`Yearly` };
        return single[interval];
      }
      const many = {
        day: t`Every ${count} days`,
        week: t`Every ${count} weeks`,
        month: t`Every ${count} months`,
        year: t`Every ${count} years`,
      };
      return many[interval];
    },
    [t],
  );
}
