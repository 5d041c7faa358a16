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
  const last = useRef<CaptchaAction | null>(null);
  const required = Boolean(siteKey);

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), CAPTCHA_SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shaking]);

  const run = useCallback(
    (action: CaptchaAction) => {
      if (!required) return action(null);
      if (token) {
        last.current = action;
        return action(token);
      }
      pending.current = action;
      setShaking(true);
    },
    [required, token],
  );

  const verified = useCallback((newToken: string) => {
    setToken(newToken);
    const action = pending.current;
    pending.current = null;
    last.current = action;
    action?.(newToken);
  }, []);

  /**
   * The server refused the token (CAPTCHA_FAILED: expired, or the provider said no): the widget comes
   * back shaking, and the action it refused runs again once the captcha passes anew (000 §4, §8).
   */
  const reset = useCallback(() => {
    pending.current = last.current;
    last.current = null;
    setToken(null);
    setShaking(true);
  }, []);

  return { required, passed: !required || token !== null, token, shaking, run, verified, reset };
}
