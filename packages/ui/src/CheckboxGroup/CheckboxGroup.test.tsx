import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox';
import { describedByText } from '../private/field/testing';
import { CheckboxGroup } from './CheckboxGroup';

function Permissions(props: Partial<Parameters<typeof CheckboxGroup>[0]>) {
  return (
    <CheckboxGroup label="Permissions" description="What the key may do" {...props}>
      <Checkbox value="transactions.read">Read transactions</Checkbox>
      <Checkbox value="refund.write">Create refunds</Checkbox>
    </CheckboxGroup>
  );
}

describe('CheckboxGroup', () => {
  it('is a labelled group that reports the selected values', async () => {
    const onChange = vi.fn();
    render(<Permissions onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Permissions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Create refunds' }));
    expect(onChange).toHaveBeenLastCalledWith(['refund.write']);
  });

  it('describes the group with its description and error', () => {
    render(<Permissions isInvalid errorMessage="Select at least one permission" />);
    expect(describedByText(screen.getByRole('group', { name: 'Permissions' }))).toBe(
      'What the key may do Select at least one permission',
    );
  });

  it('disables every checkbox when disabled', () => {
    render(<Permissions isDisabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
