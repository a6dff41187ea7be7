import type { I18n } from '@lingui/core';
import type { AntifraudClause } from '@paydesk/api-client';
import { fieldLabels, operatorLabels } from './labels';

/** A rule's conditions in one line: "Card BIN equals 424242 and Amount is greater than 5000". */
export function conditionText(conditions: readonly AntifraudClause[], i18n: I18n): string {
  return conditions
    .map(
      (clause) =>
        `${i18n._(fieldLabels[clause.field])} ${i18n._(operatorLabels[clause.operator])} ${clause.value}`,
    )
    .join(' · ');
}
