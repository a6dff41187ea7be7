import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaydeskProvider } from '../PaydeskProvider';
import { DataTable, DATA_TABLE_ROW_HEIGHT } from './DataTable';
import { samplePaymentColumns, samplePayments } from './DataTable.fixtures';
import { ROWS_MOUNTED_PER_FRAME, ROWS_UNMOUNTED_PER_FRAME } from './mountInSteps';

afterEach(() => cleanup());

const data = samplePayments(10_000);
const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

function scrollerOf(grid: HTMLElement): HTMLElement {
  let node: HTMLElement | null = grid;
  while (node && node.scrollHeight <= node.clientHeight + 1) node = node.parentElement;
  return node ?? grid;
}

const realRows = (body: Element) => body.querySelectorAll(':scope > [role="row"]');

/** Waits until the rows stop coming (the same count for 5 frames); answers how many frames they kept coming. */
async function settle(body: Element): Promise<number> {
  let frames = 0;
  let still = 0;
  let count = realRows(body).length;
  while (still < 5 && frames < 200) {
    await nextFrame();
    frames += 1;
    const now = realRows(body).length;
    still = now === count ? still + 1 : 0;
    count = now;
  }
  return frames - still;
}

/** The table of 10,000 payments, 640 px tall; its grid and its body (the last row group). */
function renderTable() {
  render(
    <PaydeskProvider theme="light" locale="en-US">
      <DataTable
        aria-label="Payments"
        columns={samplePaymentColumns}
        data={data}
        getRowId={(row) => row.id}
        height={640}
      />
    </PaydeskProvider>,
  );
  const grid = screen.getByRole('grid');
  return { grid, body: [...grid.querySelectorAll('[role="rowgroup"]')].at(-1)! };
}

describe('DataTable in a real browser', () => {
  it('fills a new window a few rows a frame, rows on screen first, and empties the old one a few rows a frame: on first render and after a jump', async () => {
    const { grid, body } = renderTable();
    // The first rows paint without waiting for the whole window: the top ones first, the rest frame by frame.
    expect(realRows(body).length).toBeLessThanOrEqual(ROWS_MOUNTED_PER_FRAME);
    expect(screen.getByRole('rowheader', { name: data[0]!.reference })).toBeVisible();
    expect(await settle(body)).toBeGreaterThan(1);
    expect(realRows(body).length).toBeGreaterThan(14);

    const before = realRows(body).length;
    const scroller = scrollerOf(grid);
    const target = 5_000;
    scroller.scrollTop = target * DATA_TABLE_ROW_HEIGHT;
    const atRow = (row: Element) => Number(row.getAttribute('aria-rowindex')) - 2 >= target - 20;
    let frames = 0;
    for (; frames < 10 && ![...realRows(body)].some(atRow); frames += 1) await nextFrame();
    // The first frame after the jump mounts a row, one on screen, and removes only a few of the old window's rows
    // (they are off screen now and leave over the next frames). A loaded machine may take a few frames to get there
    // (rows wait while the list moves fast): the old rows still leave a few a render, the jump's and a step's a frame.
    const first = [...realRows(body)].filter(atRow);
    expect(first.length).toBeLessThanOrEqual(ROWS_MOUNTED_PER_FRAME);
    const leftBehind = realRows(body).length - first.length;
    expect(leftBehind).toBeGreaterThanOrEqual(before - ROWS_UNMOUNTED_PER_FRAME * (frames + 1));
    const index = Number(first[0]!.getAttribute('aria-rowindex')) - 2;
    expect(index).toBeGreaterThanOrEqual(target - 1);
    expect(index).toBeLessThanOrEqual(target + 16);

    expect(await settle(body)).toBeGreaterThan(1);
    expect(realRows(body).length).toBeGreaterThan(14);
    expect([...realRows(body)].every(atRow)).toBe(true);
    expect(screen.getByRole('rowheader', { name: data[target]!.reference })).toBeVisible();
  });

  it('arms no timer per scroll event: the end of a scroll comes from the browser (scrollend)', async () => {
    const { grid, body } = renderTable();
    await settle(body);
    const scroller = scrollerOf(grid);
    const setTimer = vi.spyOn(window, 'setTimeout');
    const clearTimer = vi.spyOn(window, 'clearTimeout');
    let events = 0;
    scroller.addEventListener('scroll', () => (events += 1));
    try {
      for (let step = 1; step <= 10; step += 1) {
        scroller.scrollTop = step * 3 * DATA_TABLE_ROW_HEIGHT;
        await nextFrame();
      }
      expect(events).toBeGreaterThanOrEqual(10);
      expect(setTimer).not.toHaveBeenCalled();
      expect(clearTimer).not.toHaveBeenCalled();
    } finally {
      setTimer.mockRestore();
      clearTimer.mockRestore();
    }
  });
});
