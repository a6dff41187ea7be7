import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaydeskProvider } from '../PaydeskProvider';
import { DataTable, DATA_TABLE_ROW_HEIGHT } from './DataTable';
import { samplePaymentColumns, samplePayments } from './DataTable.fixtures';
import { ROWS_MOUNTED_PER_FRAME } from './mountInSteps';

afterEach(() => cleanup());

const data = samplePayments(10_000);
const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

function scrollerOf(grid: HTMLElement): HTMLElement {
  let node: HTMLElement | null = grid;
  while (node && node.scrollHeight <= node.clientHeight + 1) node = node.parentElement;
  return node ?? grid;
}

const realRows = (body: Element) => body.querySelectorAll(':scope > [role="row"]');
const placeholders = (body: Element) => body.querySelectorAll(':scope > [aria-hidden="true"]');

/** Waits until no placeholder row is left; answers how many frames that took. */
async function settle(body: Element): Promise<number> {
  let frames = 0;
  while (placeholders(body).length > 0 && frames < 200) {
    await nextFrame();
    frames += 1;
  }
  expect(placeholders(body)).toHaveLength(0);
  return frames;
}

describe('DataTable in a real browser', () => {
  it('fills a window reached by a jump a few rows a frame, rows on screen first', async () => {
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
    const body = [...grid.querySelectorAll('[role="rowgroup"]')].at(-1)!;
    // The rows on screen mount with the first render; only the overscan below them comes in steps.
    for (const row of data.slice(0, 14))
      expect(screen.getByRole('rowheader', { name: row.reference })).toBeVisible();
    await settle(body);
    expect(realRows(body).length).toBeGreaterThan(14);

    const scroller = scrollerOf(grid);
    const target = 5_000;
    scroller.scrollTop = target * DATA_TABLE_ROW_HEIGHT;
    for (let frame = 0; frame < 10 && placeholders(body).length === 0; frame += 1)
      await nextFrame();
    expect(placeholders(body).length).toBeGreaterThan(0);
    expect(realRows(body).length).toBeLessThanOrEqual(ROWS_MOUNTED_PER_FRAME);
    // The first rows mounted are the ones on screen.
    const first = realRows(body)[0]!;
    const index = Number(first.getAttribute('aria-rowindex')) - 2;
    expect(index).toBeGreaterThanOrEqual(target - 1);
    expect(index).toBeLessThanOrEqual(target + 16);

    expect(await settle(body)).toBeGreaterThan(1);
    expect(realRows(body).length).toBeGreaterThan(10);
    expect(screen.getByRole('rowheader', { name: data[target]!.reference })).toBeVisible();
  });
});
