import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DescriptionItem, DescriptionList } from './DescriptionList';

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('DescriptionList', () => {
  it('pairs each term with its value', () => {
    render(
      <DescriptionList aria-label="Payment details">
        <DescriptionItem term="Amount">12.00 EUR</DescriptionItem>
        <DescriptionItem term="Method">Card</DescriptionItem>
      </DescriptionList>,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Amount', 'Method']);
    expect(values[0]).toHaveTextContent('12.00 EUR');
    expect(values[1]).toHaveTextContent('Card');
  });

  it('copies a value from a button named after its term', async () => {
    render(
      <DescriptionList>
        <DescriptionItem term="Reference" copyValue="REF-0042">
          REF-0042
        </DescriptionItem>
      </DescriptionList>,
    );
    const value = screen.getByRole('definition');
    await userEvent.click(within(value).getByRole('button', { name: 'Copy Reference' }));
    expect(writeText).toHaveBeenCalledWith('REF-0042');
  });

  it('says when a value is not set, in the user language', () => {
    render(
      <I18nProvider locale="de-DE">
        <DescriptionList layout="stacked">
          <DescriptionItem term="Beschreibung" />
        </DescriptionList>
      </I18nProvider>,
    );
    expect(screen.getByRole('definition')).toHaveTextContent('Nicht festgelegt');
  });

  it('names the copy button from termText when the term is not plain text', () => {
    render(
      <DescriptionList>
        <DescriptionItem
          term={<strong>IBAN</strong>}
          termText="IBAN"
          copyValue="DE89370400440532013000"
        >
          DE89 3704 0044 0532 0130 00
        </DescriptionItem>
      </DescriptionList>,
    );
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toBeInTheDocument();
  });

  it('styles the two layouts differently', () => {
    render(
      <>
        <DescriptionList data-testid="h">
          <DescriptionItem term="A">1</DescriptionItem>
        </DescriptionList>
        <DescriptionList data-testid="s" layout="stacked">
          <DescriptionItem term="A">1</DescriptionItem>
        </DescriptionList>
      </>,
    );
    expect(screen.getByTestId('h').className).not.toBe(screen.getByTestId('s').className);
  });
});
