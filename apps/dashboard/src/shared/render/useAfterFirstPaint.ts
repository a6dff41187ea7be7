import { useEffect, useState } from 'react';

/**
 * False for a component's first frame, true from the next task after it was painted: a page paints what a person
 * reads first (the figures) and adds its heavier parts (charts, long lists) right after, instead of holding the
 * whole frame for them.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame comes before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
