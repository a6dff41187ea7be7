// What the allowed IP lists area offers others: the API key form's choice of lists.
export { allowedIpListQueries } from './queries';
export { readAllowedIpLists } from './permissions';
