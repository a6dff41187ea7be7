/** The endpoint page's URL state: the deliveries' filters (status, event type) and the delivery shown. */
import { webhookDeliveryEventTypes, webhookDeliveryStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { optionalParam } from '../../shared/lists/searchParams';

export const deliverySearchSchema = v.object({
  status: optionalParam(v.picklist(webhookDeliveryStatuses)),
  eventType: optionalParam(v.picklist(webhookDeliveryEventTypes)),
  delivery: optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
});
export type DeliverySearch = v.InferOutput<typeof deliverySearchSchema>;
