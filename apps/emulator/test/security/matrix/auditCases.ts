/** The audit area: Acme Retail's audit trail, read a page at a time or exported; admins only (audit.read). */
import { action } from '../agent.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, type MatrixCase } from './case.js';

const retail = (phase: Phase) => id(phase, RETAIL);

export const auditCases: MatrixCase[] = [
  {
    key: 'audit:audit/list',
    call: (phase) =>
      action('audit', 'audit/list', {
        data: { type: 'list-request', attributes: { resourceId: retail(phase) } },
      }),
    target: () => on(RETAIL),
  },
  {
    key: 'audit:audit/export',
    call: (phase) =>
      action('audit', 'audit/export', {
        data: { type: 'audit-export', attributes: { resourceId: retail(phase) } },
      }),
    target: () => on(RETAIL),
  },
];
