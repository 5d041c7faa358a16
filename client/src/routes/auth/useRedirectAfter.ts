import { useCallback, useEffect, useRef } from 'react';
import { type To, useNavigate } from 'react-router-dom';

/** Navigates after a pause (000 §9: 3 s after activation or reset; 001 §9: 5 s after a mobile change). */
export function useRedirectAfter() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: To | number, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void (typeof to === 'number' ? navigate(to) : navigate(to, { replace: true })), delayMs);
    },
    [navigate],
  );
}
