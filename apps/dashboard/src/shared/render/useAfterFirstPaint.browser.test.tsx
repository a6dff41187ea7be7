import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/** Sets state while its first commit is applied, as react-aria's Select and the overlays' portals do. */
function UpdatesInCommit() {
  const [updated, setUpdated] = useState(false);
  useLayoutEffect(() => {
    if (!updated) setUpdated(true);
  }, [updated]);
  return null;
}

function Page({ events }: { events: string[] }) {
  useLayoutEffect(() => {
    events.push('page committed');
    requestAnimationFrame(() => events.push('frame'));
  }, [events]);
  return <p>page</p>;
}

function Gated({ events }: { events: string[] }) {
  const shown = useAfterFirstPaint();
  useLayoutEffect(() => {
    if (shown) events.push('gated committed');
  }, [events, shown]);
  return shown ? <p>gated</p> : null;
}

describe('useAfterFirstPaint in a browser', () => {
  // An update made in the commit is rendered at once, in the same task, and React renders every pending update
  // with it: gated by an update from an effect, the sidebar's entries were rendered inside the page's commit,
  // one long task before the page's first paint.
  it('commits what it gates after a frame, even when the first commit sets state', async () => {
    const events: string[] = [];
    render(
      <>
        <Page events={events} />
        <UpdatesInCommit />
        <Gated events={events} />
      </>,
    );
    await screen.findByText('gated');
    expect(events).toEqual(['page committed', 'frame', 'gated committed']);
  });
});
