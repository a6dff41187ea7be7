import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError } from '@paydesk/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFormModalMutation } from './useFormModalMutation';

const { success } = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@paydesk/ui', () => ({ toast: { success } }));

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

function setup(mutationFn: (input: string) => Promise<{ id: string }>) {
  const queryClient = new QueryClient();
  const steps: string[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    steps.push(`invalidate ${JSON.stringify(filters?.queryKey)}`);
  });
  success.mockImplementation((text: string) => steps.push(`toast ${text}`));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useFormModalMutation(
        { mutationFn, onSuccess: () => void steps.push('own onSuccess') },
        {
          errors: { fields: ['name'] },
          invalidates: [['things'], ['thing']],
          toast: (answer) => `Saved ${answer.id}`,
          onOpenChange: (isOpen) => steps.push(`open ${isOpen}`),
          onDone: (answer) => steps.push(`done ${answer.id}`),
        },
      ),
    { wrapper },
  );
  return { result, steps };
}

describe('useFormModalMutation', () => {
  it('after success: its own onSuccess, the queries refreshed, the toast, closing, then onDone', async () => {
    const { result, steps } = setup(async () => ({ id: 't1' }));
    act(() => result.current.mutate('x'));
    await waitFor(() => expect(steps).toContain('done t1'));
    expect(steps).toEqual([
      'own onSuccess',
      'invalidate ["things"]',
      'invalidate ["thing"]',
      'toast Saved t1',
      'open false',
      'done t1',
    ]);
  });

  it('shows a refusal at the field it names, and the rest for the form', async () => {
    const refused = new ApiError({
      kind: 'http',
      status: 422,
      errors: [
        { title: 'Name taken', code: 'taken', source: { pointer: '/data/attributes/name' } },
        { title: 'Busy', code: 'busy' },
      ],
    });
    const { result, steps } = setup(() => Promise.reject(refused));
    act(() => result.current.mutate('x'));
    await waitFor(() => expect(result.current.errors).toEqual({ name: ['Name taken'] }));
    expect(result.current.formError).toBe('Some error occurred. Please try again later');
    expect(result.current.isPending).toBe(false);
    expect(steps).toEqual([]);
  });
});
