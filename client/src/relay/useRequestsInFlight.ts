import { useEffect, useState, useSyncExternalStore } from 'react';
import { type InFlightCounter, inFlight } from './inFlight';

/** Requests shorter than this never show the loader, so fast answers do not flash it. */
const LOADER_SHOW_DELAY_MS = 150;

/** True while requests are in flight, with the show delayed and the hide immediate. */
export function useRequestsInFlight(counter: InFlightCounter = inFlight): boolean {
  const active = useSyncExternalStore(counter.subscribe, () => counter.count() > 0, () => false);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), LOADER_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return active && visible;
}
