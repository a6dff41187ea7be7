import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the h1, description, actions and breadcrumbs in reading order', () => {
    render(
      <PageHeader
        title="Disputes"
        description="Respond before the deadline to keep the funds."
        actions={<button>Export</button>}
        breadcrumbs={
          <Breadcrumbs>
            <Breadcrumb href="/">Home</Breadcrumb>
            <Breadcrumb>Disputes</Breadcrumb>
          </Breadcrumbs>
        }
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Disputes' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByRole('link', { name: 'Disputes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Respond before the deadline to keep the funds.')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Export' });
    expect(nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the h1 an id to label the page by', () => {
    render(
      <main aria-labelledby="page-title">
        <PageHeader title="Team" titleId="page-title" meta={<span>3 members</span>} />
      </main>,
    );
    expect(screen.getByRole('main', { name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeVisible();
  });
});
