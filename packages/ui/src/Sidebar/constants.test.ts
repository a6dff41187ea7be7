import { describe, expect, it } from 'vitest';
import {
  SIDEBAR_DRAWER_MAX_WIDTH_PX,
  SIDEBAR_HOVER_EXPAND_DELAY_MS,
  SIDEBAR_WIDE_MIN_WIDTH_PX,
  sidebarScreenForWidth,
} from './constants';

describe('sidebar breakpoints (SPEC §9)', () => {
  it('uses 1400 px, 600 px and a 100 ms hover delay', () => {
    expect(SIDEBAR_WIDE_MIN_WIDTH_PX).toBe(1400);
    expect(SIDEBAR_DRAWER_MAX_WIDTH_PX).toBe(600);
    expect(SIDEBAR_HOVER_EXPAND_DELAY_MS).toBe(100);
  });

  it.each([
    [320, 'narrow'],
    [599, 'narrow'],
    [600, 'medium'],
    [1399, 'medium'],
    [1400, 'wide'],
    [2560, 'wide'],
  ] as const)('classes %i px as %s', (width, screen) => {
    expect(sidebarScreenForWidth(width)).toBe(screen);
  });
});
