export { webhookQueries } from './queries';
