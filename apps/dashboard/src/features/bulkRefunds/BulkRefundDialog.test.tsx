import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError, Emitter, type ClientEvents } from '@paydesk/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkRefundDialog } from './BulkRefundDialog';
import { readPending } from './pendingBulkRefund';

const fake = vi.hoisted(() => ({
  call: vi.fn(),
  navigate: vi.fn(),
  events: undefined as unknown,
}));
vi.mock('../../shared/api/client', () => ({
  api: {
    call: fake.call,
    get events() {
      return fake.events;
    },
  },
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => fake.navigate }));

const preview = {
  data: {
    type: 'bulk-refund-preview',
    id: 'org-1',
    attributes: {
      items: [
        { transactionId: 'trx-a', outcome: 'refund', amount: 500, currency: 'EUR', reason: null },
        {
          transactionId: 'trx-b',
          outcome: 'refused',
          amount: null,
          currency: null,
          reason: { code: 'amount-exceeds', message: 'The amount exceeds the refundable amount' },
        },
      ],
      totals: [{ currency: 'EUR', amount: 500, count: 1 }],
    },
  },
};

const job = { data: { type: 'bulk-refund', id: 'brf-1', attributes: {} } };

type Call = [{ name: string }, { payload: { data: { attributes: { reference: string } } } }];

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  sessionStorage.clear();
  fake.call.mockReset();
  fake.navigate.mockReset();
  fake.events = new Emitter<ClientEvents>();
});

describe('BulkRefundDialog', () => {
  it('shows the dry run, keeps the reference before the call and sends it again after an unknown outcome', async () => {
    const user = userEvent.setup();
    fake.call.mockImplementation((action: { name: string }) => {
      if (action.name === 'bulk-refunds/preview') return Promise.resolve(preview);
      return Promise.reject(
        new ApiError({
          kind: 'unknown-outcome',
          action: 'payments:bulk-refunds/create',
          requestReference: 'ref-1',
        }),
      );
    });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <BulkRefundDialog
            organizationId="org-1"
            items={[{ transactionId: 'trx-a' }, { transactionId: 'trx-b', amount: 9_999 }]}
            isOpen
            onOpenChange={vi.fn()}
          />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByText('1 will be refunded, 1 refused.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Refund 1 transactions' }));
    expect(await screen.findByText('The bulk refund may have started')).toBeTruthy();
    const kept = readPending();
    expect(kept?.items).toHaveLength(2);

    fake.call.mockImplementation((action: { name: string }) =>
      Promise.resolve(action.name === 'bulk-refunds/preview' ? preview : job),
    );
    await user.click(screen.getByRole('button', { name: 'Refund 1 transactions' }));
    await waitFor(() =>
      expect(fake.navigate).toHaveBeenCalledWith({
        to: '/transactions/bulk-refunds/$bulkRefundId',
        params: { bulkRefundId: 'brf-1' },
      }),
    );
    const creates = (fake.call.mock.calls as Call[]).filter(
      ([action]) => action.name === 'bulk-refunds/create',
    );
    expect(creates).toHaveLength(2);
    const references = creates.map(([, input]) => input.payload.data.attributes.reference);
    expect(new Set(references)).toEqual(new Set([kept?.reference]));
    expect(readPending()).toBeNull();
  });
});
