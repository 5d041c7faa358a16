import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_SHAKE_MS } from '../timing';

/** An action that needs the captcha: it receives the token (null when no captcha is configured). */
export type CaptchaAction = (token: string | null) => void;

/**
 * 000 §4: actions on the login page need a passed captcha when a site key is configured. Without one the
 * widget shakes for 1.2 s and the intended action is remembered, then run once the captcha passes.
 */
export function useCaptchaGate(siteKey: string | null | undefined) {
  const [token, setToken] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);
  const pending = useRef<CaptchaAction | null>(null);
  const required = Boolean(siteKey);

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), CAPTCHA_SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shaking]);

  const run = useCallback(
    (action: CaptchaAction) => {
      if (!required) return action(null);
      if (token) return action(token);
      pending.current = action;
      setShaking(true);
    },
    [required, token],
  );

  const verified = useCallback((newToken: string) => {
    setToken(newToken);
    const action = pending.current;
    pending.current = null;
    action?.(newToken);
  }, []);

  /** A used or refused token must be replaced (CAPTCHA_FAILED): the user passes the captcha again. */
  const reset = useCallback(() => setToken(null), []);

  return { required, passed: !required || token !== null, token, shaking, run, verified, reset };
}
