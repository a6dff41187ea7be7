import type { Organization } from './OrganizationSwitcher';

export const fewOrganizations: Organization[] = [
  { id: 'org-1', name: 'Northwind Payments GmbH' },
  { id: 'org-2', name: 'Contoso Retail' },
  { id: 'org-3', name: 'Fabrikam Travel' },
];

export const manyOrganizations: Organization[] = [
  ...fewOrganizations,
  { id: 'org-4', name: 'Adventure Works Cycles' },
  { id: 'org-5', name: 'Tailspin Toys' },
  { id: 'org-6', name: 'Wide World Importers' },
  { id: 'org-7', name: 'Wingtip Ticketing' },
  { id: 'org-8', name: 'Proseware Subscriptions' },
  {
    id: 'org-9',
    name: 'The Very Long Name International Holding for Cross-Border Marketplace Settlements Ltd',
  },
];
