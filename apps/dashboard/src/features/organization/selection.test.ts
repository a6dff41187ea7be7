import { describe, expect, it } from 'vitest';
import { pickOrganization } from './selection';

const retail = { id: 'org-retail' };
const travel = { id: 'org-travel' };

describe('pickOrganization', () => {
  it('restores the saved organization', () => {
    expect(pickOrganization([retail, travel], 'org-travel')).toBe(travel);
  });

  it('falls back to the first when nothing is saved or the saved one is gone', () => {
    expect(pickOrganization([retail, travel], null)).toBe(retail);
    expect(pickOrganization([retail, travel], 'org-of-another-identity')).toBe(retail);
  });

  it('selects nothing when there are no organizations', () => {
    expect(pickOrganization([], 'org-retail')).toBeNull();
  });
});
