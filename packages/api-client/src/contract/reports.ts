/**
 * The reports area (`POST /api/reports`): create, list and read reports of an organization, and list the monthly
 * statements of an account. Files are downloaded from `routes.reportFile(id)` and
 * `routes.statementFile(accountId, month, format)`.
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  DeleteRequestSchema,
  document,
  EmptyDocumentSchema,
  listDocument,
  listRequestOf,
  NoPayloadSchema,
  ScopedListRequestSchema,
} from './jsonapi.js';
import { ReportFiltersSchema, ReportSchema, StatementSchema } from './reportResources.js';
import { ReportScheduleInputSchema, ReportScheduleSchema } from './reportSchedules.js';
import { reportDeliveries, reportFormats, reportTypes } from './reportVocabulary.js';

/** `reportType`, `status` (`=`/`in`). */
export const reportFilterFields = ['reportType', 'status'] as const;

export const ReportListRequestSchema = listRequestOf({
  filters: reportFilterFields,
  sorts: ['createdAt'],
});
export type ReportListRequest = v.InferInput<typeof ReportListRequestSchema>;

export const ReportCreateSchema = body('report-request', {
  /** The organization. */
  resourceId: v.pipe(v.string(), v.minLength(1)),
  reportType: v.picklist(reportTypes),
  format: v.picklist(reportFormats),
  delivery: v.picklist(reportDeliveries),
  /** Needed for email delivery. */
  email: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.email('Enter a valid email address'))),
  ),
  filters: ReportFiltersSchema,
});
export type ReportCreate = v.InferInput<typeof ReportCreateSchema>;

export const reports = defineArea('reports', {
  'reports/create': {
    description:
      'Creates a report; it is generated afterwards (status pushed as reportChanged) and delivered to the dashboard or by email.',
    payload: ReportCreateSchema,
    answer: document(ReportSchema),
  },
  'reports/list': {
    description: 'Reports of an organization the caller may read, newest first.',
    payload: ReportListRequestSchema,
    answer: listDocument(ReportSchema),
    ignorable: true,
  },
  'reports/get': {
    description: 'One report with its parameters and status.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(ReportSchema),
  },
  'statements/list': {
    description:
      'Monthly statements of an account (resourceId = the account), one per month with entries, newest first.',
    payload: ScopedListRequestSchema,
    answer: listDocument(StatementSchema),
  },
  'report-schedules/list': {
    description:
      'Report schedules of an organization (resourceId) whose report type the caller may read, with their last runs.',
    payload: ScopedListRequestSchema,
    answer: listDocument(ReportScheduleSchema),
    ignorable: true,
  },
  'report-schedules/create': {
    description:
      'Schedules a report type (daily, weekly, monthly at a local time in a time zone); needs what creating such a report needs.',
    payload: ReportScheduleInputSchema,
    answer: document(ReportScheduleSchema),
  },
  'report-schedules/update': {
    description:
      "Changes schedule `id`'s report, delivery and timing; the next run is computed again.",
    id: 'required',
    payload: ReportScheduleInputSchema,
    answer: document(ReportScheduleSchema),
  },
  'report-schedules/remove': {
    description: 'Removes schedule `id`; the reports it made stay.',
    id: 'required',
    payload: DeleteRequestSchema,
    answer: EmptyDocumentSchema,
  },
});

export type ReportsActionName = keyof typeof reports.actions;
