import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  ApiError,
  Emitter,
  type ActionOutcome,
  type ClientEvents,
  type Transaction,
} from '@paydesk/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OperationDialog } from './OperationDialog';

const fake = vi.hoisted(() => ({ call: vi.fn(), events: undefined as unknown }));
vi.mock('../../shared/api/client', () => ({
  api: {
    call: fake.call,
    get events() {
      return fake.events;
    },
  },
}));

const events = () => fake.events as Emitter<ClientEvents>;

const transaction = {
  type: 'transaction',
  id: 'tx-1',
  attributes: {
    amount: 1_000,
    currency: 'EUR',
    payMethod: 'card',
    card: { brand: 'visa', last4: '1111' },
  },
} as unknown as Transaction;

const unknownOutcome = () =>
  new ApiError({
    kind: 'unknown-outcome',
    action: 'payments:transactions/refund',
    requestReference: 'ref-1',
  });

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <OperationDialog
          operation="refund"
          transaction={transaction}
          remaining={100}
          locale="en"
          isOpen
          onOpenChange={onOpenChange}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onOpenChange };
}

/** Continue to the confirmation and press Refund. */
async function refund(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: /^Refund EUR.1\.00$/ }));
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  fake.call.mockReset();
  fake.events = new Emitter<ClientEvents>();
});

describe('OperationDialog when the outcome is unknown', () => {
  it('says the refund could not be confirmed yet, as a warning, and offers the same refund again', async () => {
    const user = userEvent.setup();
    fake.call.mockRejectedValueOnce(unknownOutcome()).mockReturnValueOnce(new Promise(() => {}));
    renderDialog();
    await refund(user);

    const alert = await screen.findByText('We could not confirm this refund yet.');
    expect(alert.closest('[data-tone]')?.getAttribute('data-tone')).toBe('warning');
    expect(screen.queryByText(/Some error occurred/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: /^Refund EUR.1\.00$/ }));
    expect(fake.call).toHaveBeenCalledTimes(2);
    expect(fake.call.mock.calls[1]).toEqual(fake.call.mock.calls[0]);
  });

  it('closes when the late answer says the refund was made', async () => {
    const user = userEvent.setup();
    fake.call.mockRejectedValueOnce(unknownOutcome());
    const { onOpenChange } = renderDialog();
    await refund(user);
    await screen.findByText('We could not confirm this refund yet.');

    act(() =>
      events().emit('outcome', {
        ok: true,
        requestReference: 'ref-1',
        answer: {},
      } as ActionOutcome),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the refusal when the late answer says it was not made', async () => {
    const user = userEvent.setup();
    fake.call.mockRejectedValueOnce(unknownOutcome());
    renderDialog();
    await refund(user);
    await screen.findByText('We could not confirm this refund yet.');

    act(() =>
      events().emit('outcome', {
        ok: false,
        requestReference: 'ref-1',
        error: new ApiError({
          kind: 'answer',
          errors: [{ title: 'Refused by the issuer', code: 'refused' }],
        }),
      } as ActionOutcome),
    );
    expect(await screen.findByText('Refused by the issuer')).toBeTruthy();
    expect(screen.queryByText('We could not confirm this refund yet.')).toBeNull();
  });
});
