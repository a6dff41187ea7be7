import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('renders a span by default and a paragraph when asked', () => {
    render(
      <>
        <Text>Inline</Text>
        <Text as="p">Paragraph</Text>
      </>,
    );
    expect(screen.getByText('Inline').tagName).toBe('SPAN');
    expect(screen.getByText('Paragraph')).toHaveRole('paragraph');
  });

  it('gives truncated string text its full value as a title', () => {
    render(<Text truncate>pi_3NqL8y2eZvKYlo2C1a2b3c4d</Text>);
    expect(screen.getByText('pi_3NqL8y2eZvKYlo2C1a2b3c4d')).toHaveAttribute(
      'title',
      'pi_3NqL8y2eZvKYlo2C1a2b3c4d',
    );
  });

  it('does not add a title when not truncated', () => {
    render(<Text>Short</Text>);
    expect(screen.getByText('Short')).not.toHaveAttribute('title');
  });

  it('distinguishes variants by class', () => {
    render(
      <>
        <Text tone="danger">A</Text>
        <Text tone="danger" mono>
          B
        </Text>
      </>,
    );
    expect(screen.getByText('A').className).not.toBe(screen.getByText('B').className);
  });
});
