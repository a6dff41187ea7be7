import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkRefundActions } from './BulkRefundActions';
import { keepPending, readPending } from './pendingBulkRefund';

const fake = vi.hoisted(() => ({ call: vi.fn(), navigate: vi.fn() }));
vi.mock('../../shared/api/client', () => ({ api: { call: fake.call } }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => fake.navigate }));

const pending = {
  organizationId: 'org-1',
  reference: 'bulk-kept-reference',
  items: [{ transactionId: 'trx-a' }],
};

const renderActions = (organizationId = 'org-1') =>
  render(
    <I18nProvider i18n={i18n}>
      <BulkRefundActions organizationId={organizationId} selectedIds={['trx-a', 'trx-b']} />
    </I18nProvider>,
  );

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  sessionStorage.clear();
  fake.call.mockReset();
  fake.navigate.mockReset();
});

describe('BulkRefundActions', () => {
  it('counts the selection', () => {
    renderActions();
    expect(screen.getByRole('button', { name: 'Refund selected (2)' })).toBeTruthy();
    expect(fake.call).not.toHaveBeenCalled();
  });

  it('sends a bulk refund confirmed before a reload again, with its kept reference, and opens its progress', async () => {
    keepPending(pending);
    fake.call.mockResolvedValue({ data: { type: 'bulk-refund', id: 'brf-1', attributes: {} } });
    renderActions();
    await waitFor(() =>
      expect(fake.navigate).toHaveBeenCalledWith({
        to: '/transactions/bulk-refunds/$bulkRefundId',
        params: { bulkRefundId: 'brf-1' },
      }),
    );
    expect(fake.call).toHaveBeenCalledTimes(1);
    expect(fake.call.mock.calls[0]![1]).toEqual({
      payload: {
        data: {
          type: 'bulk-refund',
          attributes: {
            resourceId: 'org-1',
            reference: 'bulk-kept-reference',
            items: [{ transactionId: 'trx-a' }],
          },
        },
      },
    });
    expect(readPending()).toBeNull();
  });

  it("leaves another organization's kept bulk refund alone", () => {
    keepPending(pending);
    renderActions('org-2');
    expect(fake.call).not.toHaveBeenCalled();
    expect(readPending()).toEqual(pending);
  });
});
