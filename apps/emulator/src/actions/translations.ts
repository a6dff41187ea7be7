/**
 * The translations area (`POST /api/translations`): an organization's languages for the texts shown to its
 * customers, their keys, import and export. Each action checks its permissions (translations.read / .write) on the
 * organization before anything else.
 */
import { audit } from '../domain/audit/entries.js';
import { translationPermissions, type TranslationActionName } from '@paydesk/api-client';
import { requireSession, type Caller } from '../domain/access/caller.js';
import { organizationScope } from '../domain/access/scope.js';
import { translationKeys } from '../domain/translations/catalogue.js';
import {
  addLanguage,
  catalogueOf,
  existingLanguage,
  exportFile,
  importFile,
  patchKeys,
  removeLanguage,
} from '../domain/translations/languages.js';
import { languagesOf, translatedCounts, type LanguageRow } from '../domain/translations/store.js';
import { iso } from '../infra/time.js';
import { attributesOf } from './input.js';
import { empty } from './serialize/document.js';
import type { ActionContext, Area } from './types.js';

/** The organization of the payload, with the action's permissions checked on it. */
async function scoped(
  ctx: ActionContext,
  caller: Caller,
  payload: Record<string, unknown>,
  action: TranslationActionName,
) {
  const attributes = attributesOf(payload);
  const organization = await organizationScope(
    ctx,
    requireSession(caller),
    attributes.resourceId,
    translationPermissions[action],
  );
  return { organizationId: organization.id, attributes };
}

/** The language the payload names (`code`), of the scoped organization. */
async function language(
  ctx: ActionContext,
  caller: Caller,
  payload: Record<string, unknown>,
  action: TranslationActionName,
) {
  const { organizationId, attributes } = await scoped(ctx, caller, payload, action);
  return {
    row: await existingLanguage(ctx, organizationId, String(attributes.code ?? '')),
    attributes,
  };
}

const languageResource = (row: LanguageRow, translated: number) => ({
  type: 'translation-language',
  id: row.code,
  attributes: {
    code: row.code,
    translated,
    total: translationKeys.length,
    createdAt: iso(Number(row.created_at)),
    updatedAt: iso(Number(row.updated_at)),
  },
});

const format = (value: unknown) => (value === 'po' ? 'po' : 'json');

/** A change of the organization's settings (its languages and texts), recorded with the change's write. */
function settingsChanged(
  ctx: ActionContext,
  organizationId: string,
  summary: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): void {
  audit(ctx, {
    organizationId,
    kind: 'settings-changed',
    targetType: 'organization',
    targetId: organizationId,
    summary,
    before,
    after,
  });
}

export const translationActions: Area = {
  'translations/listLanguages': async (ctx, caller, { payload }) => {
    const { organizationId } = await scoped(ctx, caller, payload, 'translations/listLanguages');
    const rows = await languagesOf(ctx.db, organizationId);
    const counts = await translatedCounts(ctx.db, organizationId);
    return {
      data: rows.map((row) => languageResource(row, counts.get(row.code) ?? 0)),
      meta: { page: { size: rows.length, after: null }, total: rows.length },
    };
  },

  'translations/addLanguage': async (ctx, caller, { payload }) => {
    const { organizationId, attributes } = await scoped(
      ctx,
      caller,
      payload,
      'translations/addLanguage',
    );
    const code = String(attributes.code ?? '').trim();
    settingsChanged(ctx, organizationId, `Language ${code} added`, null, { language: code });
    const row = await addLanguage(ctx, organizationId, String(attributes.code ?? ''));
    return { data: languageResource(row, 0) };
  },

  'translations/removeLanguage': async (ctx, caller, { payload }) => {
    const { row } = await language(ctx, caller, payload, 'translations/removeLanguage');
    settingsChanged(
      ctx,
      row.organization_id,
      `Language ${row.code} removed`,
      { language: row.code },
      null,
    );
    await removeLanguage(ctx, row);
    return empty();
  },

  'translations/getKeys': async (ctx, caller, { payload }) => {
    const { row } = await language(ctx, caller, payload, 'translations/getKeys');
    return { data: await catalogueOf(ctx, row) };
  },

  'translations/patchKeys': async (ctx, caller, { payload }) => {
    const { row, attributes } = await language(ctx, caller, payload, 'translations/patchKeys');
    const patch = (attributes.translations ?? {}) as Record<string, string | null>;
    settingsChanged(ctx, row.organization_id, `Translations ${row.code} changed`, null, {
      language: row.code,
      keys: Object.keys(patch),
    });
    await patchKeys(ctx, row, patch);
    return { data: await catalogueOf(ctx, row) };
  },

  'translations/import': async (ctx, caller, { payload }) => {
    const { row, attributes } = await language(ctx, caller, payload, 'translations/import');
    settingsChanged(ctx, row.organization_id, `Translations ${row.code} imported`, null, {
      language: row.code,
      format: format(attributes.format),
    });
    await importFile(ctx, row, format(attributes.format), String(attributes.content ?? ''));
    return { data: await catalogueOf(ctx, row) };
  },

  'translations/export': async (ctx, caller, { payload }) => {
    const { row, attributes } = await language(ctx, caller, payload, 'translations/export');
    return { data: await exportFile(ctx, row, format(attributes.format)) };
  },
};
