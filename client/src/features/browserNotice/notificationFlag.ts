/**
 * 000 §3 local storage "notification flag": this browser may show a notice of its own (the Notification
 * API) when a new portal message arrives while the portal's tab is in the background. Off unless the
 * customer turned it on under Notifications and the browser allowed it; kept per browser, not per user,
 * as the other local storage keys are (README, Choices the specification leaves open).
 */
const NOTIFICATION_FLAG_KEY = 'notification';

export function browserNoticesOn(): boolean {
  try {
    return window.localStorage.getItem(NOTIFICATION_FLAG_KEY) === 'true' && 'Notification' in window && Notification.permission === 'granted';
  } catch {
    return false;
  }
}

export function rememberBrowserNotices(on: boolean): void {
  try {
    window.localStorage.setItem(NOTIFICATION_FLAG_KEY, String(on));
  } catch {
    // Storage may be refused (private browsing): no notices then.
  }
}

/** Turns the notices on once the browser allows them (it asks the user); false when it does not. */
export async function enableBrowserNotices(): Promise<boolean> {
  if (!('Notification' in window)) return false;
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  rememberBrowserNotices(permission === 'granted');
  return permission === 'granted';
}
