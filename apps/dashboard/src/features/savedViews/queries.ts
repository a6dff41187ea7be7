/**
 * The saved views resource's query-options factory: one list's views (the caller's own and the shared ones, a
 * handful). A pushed `savedViewChanged` invalidates them (useSavedViewChanges), so a shared view changed by its
 * owner changes on every open list.
 */
import { savedViews, type SavedViewList } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

const list = savedViews.actions['saved-views/list'];

export const savedViewQueries = {
  keys: { list: () => actionKeys.action(list) },

  list: (organizationId: string, listKey: SavedViewList) =>
    actionQueryOptions(api, list, {
      payload: {
        data: {
          type: 'saved-view-list',
          attributes: { resourceId: organizationId, list: listKey },
        },
      },
    }),
};
