import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title and described by its description', () => {
    render(
      <Card title="Balance" description="Available to pay out" actions={<button>Pay out</button>}>
        1,204.00 EUR
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Balance' });
    expect(region).toHaveAccessibleDescription('Available to pay out');
    expect(screen.getByRole('heading', { level: 2, name: 'Balance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay out' })).toBeInTheDocument();
    expect(region).toHaveTextContent('1,204.00 EUR');
  });

  it('takes the title level from the outline', () => {
    render(<Card title="Fees" titleLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Fees' })).toBeInTheDocument();
  });

  it('is a plain container without a title', () => {
    render(<Card data-testid="card">Body only</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByTestId('card')).toHaveTextContent('Body only');
  });

  it('lets an explicit aria-label win', () => {
    render(<Card title="Fees" aria-label="Fee summary" />);
    expect(screen.getByRole('region', { name: 'Fee summary' })).toBeInTheDocument();
  });
});
