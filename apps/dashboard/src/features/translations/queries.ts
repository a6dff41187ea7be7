/**
 * The translations query-options factory: an organization's languages (a few, answered whole) and one language's
 * keys. A change invalidates `keys.all()`.
 */
import { translations } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

const listLanguages = translations.actions['translations/listLanguages'];
const getKeys = translations.actions['translations/getKeys'];

export const translationQueries = {
  keys: { all: () => actionKeys.area('translations') },

  languages: (resourceId: string) =>
    actionQueryOptions(api, listLanguages, {
      payload: { data: { type: 'translation-request', attributes: { resourceId } } },
    }),

  language: (resourceId: string, code: string) =>
    actionQueryOptions(api, getKeys, {
      payload: { data: { type: 'translation-language', attributes: { resourceId, code } } },
    }),
};
