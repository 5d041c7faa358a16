import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A size of an element (`read` picks which), measured on mount and again whenever the element resizes;
 * `fallback` until it has been measured or where there is no layout (0 from `read` counts as none).
 */
export function useObservedSize(ref: RefObject<HTMLElement | null>, read: (element: HTMLElement) => number, fallback: number): number {
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setSize(read(element) || fallback);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
    // Measured once per element: `read` and `fallback` are fixed by each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
  return size;
}
