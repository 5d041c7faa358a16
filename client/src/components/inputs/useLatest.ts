import { useRef } from 'react';

/** A ref always holding the latest callback, so effects can call it without re-running when it changes. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
