/**
 * The antifraud area (`POST /api/antifraud`): rules and block/allow lists of an organization (`resourceId`).
 * Reading needs antifraud.read on the organization, every change antifraud.write.
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  AntifraudClauseSchema,
  AntifraudDryRunSchema,
  AntifraudEntrySchema,
  AntifraudExportSchema,
  AntifraudImportSchema,
  AntifraudRuleSchema,
} from './antifraudResources.js';
import {
  antifraudActions,
  antifraudEntryFilterFields,
  antifraudListKinds,
  antifraudListTypes,
  antifraudRuleFilterFields,
} from './antifraudVocabulary.js';
import {
  body,
  document,
  EmptyDocumentSchema,
  GetRequestSchema,
  listDocument,
  listRequestOf,
} from './jsonapi.js';

const OrganizationId = v.pipe(v.string(), v.minLength(1));

const ruleFields = {
  resourceId: OrganizationId,
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter a name'), v.maxLength(100)),
  action: v.picklist(antifraudActions),
  priority: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10000)),
  enabled: v.optional(v.boolean(), true),
  conditions: v.pipe(v.array(AntifraudClauseSchema), v.maxLength(20)),
};

export const AntifraudRuleInputSchema = body('antifraud-rule', ruleFields);
export type AntifraudRuleInput = v.InferInput<typeof AntifraudRuleInputSchema>;

/** A dry run of a rule not saved yet (or of a saved one's current form). */
export const AntifraudDryRunInputSchema = body('antifraud-dry-run', {
  resourceId: OrganizationId,
  conditions: v.pipe(v.array(AntifraudClauseSchema), v.maxLength(20)),
});

export const AntifraudEnableSchema = body('antifraud-rule-enabled', {
  resourceId: OrganizationId,
  enabled: v.boolean(),
});

const listFields = {
  resourceId: OrganizationId,
  listType: v.picklist(antifraudListTypes),
  kind: v.picklist(antifraudListKinds),
};

export const AntifraudEntryInputSchema = body('antifraud-list-entry', {
  ...listFields,
  value: v.pipe(v.string(), v.maxLength(200)),
  note: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});
export type AntifraudEntryInput = v.InferInput<typeof AntifraudEntryInputSchema>;

/** A CSV of one entry a line: `value` or `value,note`; a first line `value,note` is a header. */
export const AntifraudImportInputSchema = body('antifraud-list-import', {
  ...listFields,
  csv: v.pipe(v.string(), v.maxLength(1_000_000)),
});

export const AntifraudExportInputSchema = body('antifraud-list-export', listFields);

export const antifraud = defineArea('antifraud', {
  'antifraud-rules/list': {
    description: 'Rules of organization `resourceId` by priority, then name.',
    payload: listRequestOf({ filters: antifraudRuleFilterFields, sorts: [] }),
    answer: listDocument(AntifraudRuleSchema),
    ignorable: true,
  },
  'antifraud-rules/get': {
    description: 'One rule.',
    id: 'required',
    payload: GetRequestSchema,
    answer: document(AntifraudRuleSchema),
  },
  'antifraud-rules/create': {
    description: 'A rule: clauses ANDed, an action, a priority; enabled unless said otherwise.',
    payload: AntifraudRuleInputSchema,
    answer: document(AntifraudRuleSchema),
  },
  'antifraud-rules/update': {
    description: "Changes a rule's name, conditions, action, priority and enabled state.",
    id: 'required',
    payload: AntifraudRuleInputSchema,
    answer: document(AntifraudRuleSchema),
  },
  'antifraud-rules/setEnabled': {
    description: 'Turns a rule on or off.',
    id: 'required',
    payload: AntifraudEnableSchema,
    answer: document(AntifraudRuleSchema),
  },
  'antifraud-rules/delete': {
    description: 'Deletes a rule.',
    id: 'required',
    payload: GetRequestSchema,
    answer: EmptyDocumentSchema,
  },
  'antifraud-rules/dryRun': {
    description:
      "How many of the organization's charges of the last 30 days (emulator clock) the conditions match.",
    payload: AntifraudDryRunInputSchema,
    answer: document(AntifraudDryRunSchema),
  },
  'antifraud-lists/entries': {
    description: 'Entries of the block and allow lists of organization `resourceId`, newest first.',
    payload: listRequestOf({ filters: antifraudEntryFilterFields, sorts: [] }),
    answer: listDocument(AntifraudEntrySchema),
    ignorable: true,
  },
  'antifraud-lists/add': {
    description: 'Adds a value to a block or allow list.',
    payload: AntifraudEntryInputSchema,
    answer: document(AntifraudEntrySchema),
  },
  'antifraud-lists/remove': {
    description: 'Removes a list entry.',
    id: 'required',
    payload: GetRequestSchema,
    answer: EmptyDocumentSchema,
  },
  'antifraud-lists/import': {
    description:
      'Adds every line of a CSV to a list in one go: any bad line (named by its number) and nothing is added.',
    payload: AntifraudImportInputSchema,
    answer: document(AntifraudImportSchema),
  },
  'antifraud-lists/export': {
    description: 'One list as CSV (`value,note`).',
    payload: AntifraudExportInputSchema,
    answer: document(AntifraudExportSchema),
  },
});

export type AntifraudActionName = keyof typeof antifraud.actions;
