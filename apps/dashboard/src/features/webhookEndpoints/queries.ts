/**
 * The webhook endpoints' one query-options factory: the list, one endpoint, its deliveries (cursor pages) and one
 * delivery with its attempts. A pushed `webhookDeliveryChanged` invalidates the deliveries (useDeliveryChanges).
 */
import { webhookEndpoints } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listPages } from '../../shared/api/listQueries';
import type { DeliverySearch } from './search';

const list = webhookEndpoints.actions['webhook-endpoints/list'];
const get = webhookEndpoints.actions['webhook-endpoints/get'];
const deliveries = webhookEndpoints.actions['webhook-endpoints/listDeliveries'];
const delivery = webhookEndpoints.actions['webhook-endpoints/getDelivery'];

type Filter = ['status' | 'eventType', '=', string];

export const webhookQueries = {
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
    deliveries: () => actionKeys.action(deliveries),
    delivery: () => actionKeys.action(delivery),
  },

  /** The endpoints of an organization or a project, newest first. */
  pages: (resourceId: string) => listPages(list, { resourceId, sort: '-createdAt' }),

  detail: (id: string) => actionQueryOptions(api, get, { id }),

  deliveries: (endpointId: string, search: DeliverySearch) => {
    const filters: Filter[] = [];
    if (search.status) filters.push(['status', '=', search.status]);
    if (search.eventType) filters.push(['eventType', '=', search.eventType]);
    return listPages(deliveries, { resourceId: endpointId, sort: '-createdAt', filters });
  },

  delivery: (id: string) => actionQueryOptions(api, delivery, { id }),
};
