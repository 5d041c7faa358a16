/**
 * Counts requests in flight; the shell's loader shows while the count is above zero
 * (000 §2: the loader counts show and hide requests).
 */

type Listener = () => void;

export interface InFlightCounter {
  begin(): void;
  end(): void;
  count(): number;
  subscribe(listener: Listener): () => void;
}

export function createInFlightCounter(): InFlightCounter {
  let active = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    begin() {
      active += 1;
      emit();
    },
    end() {
      active = Math.max(0, active - 1);
      emit();
    },
    count: () => active,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application's counter, shared by the network layer and the loader. */
export const inFlight = createInFlightCounter();
