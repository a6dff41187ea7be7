/** The demo resource tree: merchants, organizations, live and sandbox projects, a channel per method and currency. */
import { DAY } from '../infra/time.js';
import { SEED_EPOCH, type SeedBatch } from './batch.js';

/** The resources the rest of the dataset refers to. */
export interface DemoTree {
  acme: string;
  retail: string;
  globex: string;
  newcomerMerchant: string;
}

const globexOrganizations = [
  'Globex Europe',
  'Globex Americas',
  'Globex Asia Pacific',
  'Globex Nordics',
  'Globex Iberia',
  'Globex Benelux',
  'Globex Marketplace',
];

export function seedResources(batch: SeedBatch): DemoTree {
  let position = 0;

  const resource = (
    type: string,
    name: string,
    parentId: string | null,
    attributes: object,
    daysAgo = 300,
  ) => {
    const resourceId = batch.id(type.slice(0, 3));
    batch.add(
      'INSERT INTO resources (id, type, parent_id, name, attributes, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        resourceId,
        type,
        parentId,
        name,
        JSON.stringify({ name, ...attributes }),
        position++,
        SEED_EPOCH - daysAgo * DAY,
      ],
    );
    return resourceId;
  };

  const channelsFor = (projectId: string, currencies: string[]) => {
    for (const currency of currencies) {
      for (const method of ['card', 'sepa-direct-debit', 'apple-pay'] as const) {
        if (method === 'sepa-direct-debit' && currency !== 'EUR') continue;
        resource('channel', `${method} ${currency}`, projectId, {
          currency,
          paymentMethod: method,
        });
      }
    }
  };

  const project = (
    organizationId: string,
    name: string,
    mode: 'live' | 'sandbox',
    currencies: string[],
  ) => {
    const projectId = resource('project', name, organizationId, {
      mode,
      integration: mode === 'live' ? 'hosted' : 'server-to-server',
      url: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
    });
    channelsFor(projectId, currencies);
    return projectId;
  };

  // Acme Commerce: the main demo merchant.
  const acme = resource('merchant', 'Acme Commerce', null, { country: 'DE' });
  const retail = resource('organization', 'Acme Retail', acme, { number: '30012345' });
  const travel = resource('organization', 'Acme Travel', acme, { number: '30012346' });
  project(retail, 'Retail Web Shop', 'live', ['EUR', 'USD']);
  project(retail, 'Retail Web Shop Sandbox', 'sandbox', ['EUR']);
  project(retail, 'Retail Point of Sale', 'live', ['EUR']);
  project(travel, 'Travel Bookings', 'live', ['EUR', 'GBP']);
  project(travel, 'Travel Bookings Sandbox', 'sandbox', ['EUR']);

  // Globex Payments: the second identity of multi@, with enough organizations for the switcher's search box.
  const globex = resource('merchant', 'Globex Payments', null, { country: 'NL' });
  globexOrganizations.forEach((name, index) => {
    const organization = resource('organization', name, globex, {
      number: String(40012340 + index),
    });
    project(organization, `${name} Checkout`, 'live', [batch.pick(['EUR', 'USD', 'GBP'])]);
    project(organization, `${name} Sandbox`, 'sandbox', ['EUR']);
  });

  // A merchant with no organizations yet: newcomer@ sees "account not configured".
  const newcomerMerchant = resource('merchant', 'Newcomer Ventures', null, { country: 'FR' });
  return { acme, retail, globex, newcomerMerchant };
}
