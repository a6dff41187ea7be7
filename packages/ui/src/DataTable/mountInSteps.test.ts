import { describe, expect, it } from 'vitest';
import {
  CHEAP_STEP_MS,
  createFlingTracker,
  FLING_PX_PER_MS,
  rowsToMount,
  rowsToRender,
  rowsWaitForFling,
} from './mountInSteps';
import { visibleFirst } from './virtualRange';

const never = () => false;

describe('rowsToMount', () => {
  it('keeps the mounted rows still wanted and adds at most the limit of new ones, in order', () => {
    const mounted = new Set(['a', 'b', 'gone']);
    expect([...rowsToMount(mounted, ['c', 'a', 'd', 'b', 'e'], 2, never)]).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('mounts an urgent row (the focused one) beyond the limit', () => {
    expect([...rowsToMount(new Set(), ['a', 'b', 'c', 'd'], 1, (key) => key === 'd')]).toEqual([
      'd',
      'a',
    ]);
  });

  it('mounts everything without a limit', () => {
    expect(rowsToMount(new Set(), ['a', 'b', 'c'], Number.POSITIVE_INFINITY, never).size).toBe(3);
  });
});

describe('rowsToRender', () => {
  it('keeps rows no longer wanted except the removal limit, the longest rendered leaving first', () => {
    const rendered = new Set(['old1', 'old2', 'old3', 'b']);
    expect([...rowsToRender(rendered, ['b', 'c', 'd'], { add: 1, remove: 2 }, never)]).toEqual([
      'b',
      'c',
      'old3',
    ]);
  });

  it('removes every row that left when the limit allows', () => {
    expect([...rowsToRender(new Set(['x', 'y']), ['a'], { add: 2, remove: 8 }, never)]).toEqual([
      'a',
    ]);
  });
});

describe('visibleFirst', () => {
  const items = [10, 11, 12, 13, 14, 15, 16, 17].map((index) => ({ index }));

  it('puts the rows on screen first, top to bottom, then the overscan nearest the screen', () => {
    const order = visibleFirst(items, { startIndex: 12, endIndex: 14 }).map((item) => item.index);
    expect(order).toEqual([12, 13, 14, 11, 15, 10, 16, 17]);
  });

  it('keeps the order without a visible range', () => {
    expect(visibleFirst(items, null)).toEqual(items);
  });
});

describe('createFlingTracker', () => {
  it('is flung while the list moves faster than the fling speed, measured over a few frames', () => {
    const fling = createFlingTracker();
    const fast = FLING_PX_PER_MS * 2;
    for (let frame = 0; frame <= 6; frame += 1) fling.sample(frame * 16 * fast, frame * 16);
    expect(fling.flung).toBe(true);
    // One late frame does not end the fling: the speed is measured over 50 ms or more.
    fling.sample(6 * 16 * fast + 2, 7 * 16);
    expect(fling.flung).toBe(true);
  });

  it('is not flung when the list slows or stops', () => {
    const fling = createFlingTracker();
    for (let frame = 0; frame <= 6; frame += 1)
      fling.sample(frame * 16 * FLING_PX_PER_MS * 2, frame * 16);
    const stoppedAt = 6 * 16 * FLING_PX_PER_MS * 2;
    for (let frame = 7; frame <= 14; frame += 1) fling.sample(stoppedAt, frame * 16);
    expect(fling.flung).toBe(false);
    const slow = createFlingTracker();
    for (let frame = 0; frame <= 6; frame += 1)
      slow.sample(frame * 16 * FLING_PX_PER_MS * 0.5, frame * 16);
    expect(slow.flung).toBe(false);
  });
});

describe('rowsWaitForFling', () => {
  const slow = CHEAP_STEP_MS * 2;
  const cheap = CHEAP_STEP_MS / 4;

  it('holds new rows back during a fling on a device whose steps are not cheap', () => {
    expect(rowsWaitForFling(true, [slow, slow, slow])).toBe(true);
  });

  it('keeps mounting on a fast device, even after one slow step (a garbage collection)', () => {
    expect(rowsWaitForFling(true, [cheap, slow, cheap])).toBe(false);
    expect(rowsWaitForFling(true, [cheap, cheap, slow])).toBe(false);
  });

  it('never holds rows back without a fling, or before any step was measured', () => {
    expect(rowsWaitForFling(false, [slow, slow, slow])).toBe(false);
    expect(rowsWaitForFling(true, [])).toBe(false);
  });
});
