import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormValues } from './useFormValues';

describe('useFormValues', () => {
  it('sets one field and drops that field’s refusal', () => {
    const edited = vi.fn<(field: string) => void>();
    const { result } = renderHook(() => useFormValues(() => ({ name: '', amount: 0 }), edited));
    act(() => result.current.set('amount')(12));
    expect(result.current.values).toEqual({ name: '', amount: 12 });
    expect(edited).toHaveBeenCalledWith('amount');
  });

  it('drops the refusal of the field the provider names when it differs from the value', () => {
    const edited = vi.fn<(field: string) => void>();
    const { result } = renderHook(() => useFormValues(() => ({ currencies: ['EUR'] }), edited));
    act(() => result.current.set('currencies', 'currency')(['USD']));
    expect(result.current.values.currencies).toEqual(['USD']);
    expect(edited).toHaveBeenCalledWith('currency');
  });

  it('changes several values at once without dropping a refusal', () => {
    const edited = vi.fn<(field: string) => void>();
    const { result } = renderHook(() => useFormValues(() => ({ plan: '', amount: 0 }), edited));
    act(() => result.current.setValues((current) => ({ ...current, plan: 'p1', amount: 5 })));
    expect(result.current.values).toEqual({ plan: 'p1', amount: 5 });
    expect(edited).not.toHaveBeenCalled();
  });
});
