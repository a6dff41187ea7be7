import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label, toggled with click and Space', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Enforce 2FA for the team</Switch>);
    const control = screen.getByRole('switch', { name: 'Enforce 2FA for the team' });
    await userEvent.click(control);
    expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is described by its description', () => {
    render(<Switch description="Members without 2FA are asked to set it up">Enforce 2FA</Switch>);
    expect(describedByText(screen.getByRole('switch'))).toBe(
      'Members without 2FA are asked to set it up',
    );
  });

  it('does not toggle when disabled or read-only', async () => {
    render(
      <>
        <Switch isDisabled>Disabled</Switch>
        <Switch isReadOnly defaultSelected>
          Read only
        </Switch>
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Disabled' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Read only' }));
    expect(screen.getByRole('switch', { name: 'Read only' })).toBeChecked();
  });
});
