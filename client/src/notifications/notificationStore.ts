import { forgetWithViewer } from '../relay/viewerCaches';

/**
 * The portal's notifications (000 §8, 002 §9): four kinds, each shown for 10 seconds, at most three at
 * once in the 'app' group — a fourth pushes out the oldest.
 */

export type NotificationKind = 'warn' | 'error' | 'success' | 'info';

/** 000 §9 / 002 §9: notification duration 10,000 ms. */
export const NOTIFICATION_DURATION_MS = 10_000;
/** 000 §9: notification group 'app' shows at most 3. */
const MAX_VISIBLE_NOTIFICATIONS = 3;

export interface PortalNotification {
  id: number;
  kind: NotificationKind;
  message: string;
}

type Listener = () => void;

export interface NotificationStore {
  /** `durationMs` overrides the 10 s default where the spec names another time (001 §8: 3 s, 5 s). */
  notify(kind: NotificationKind, message: string, durationMs?: number): number;
  dismiss(id: number): void;
  list(): readonly PortalNotification[];
  subscribe(listener: Listener): () => void;
}

export function createNotificationStore(durationMs = NOTIFICATION_DURATION_MS): NotificationStore {
  let items: readonly PortalNotification[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (!items.some((item) => item.id === id)) return;
    items = items.filter((item) => item.id !== id);
    emit();
  }

  return {
    notify(kind, message, ownDurationMs = durationMs) {
      const id = nextId++;
      const overflow = items.slice(0, Math.max(0, items.length - MAX_VISIBLE_NOTIFICATIONS + 1));
      overflow.forEach((item) => {
        clearTimeout(timers.get(item.id));
        timers.delete(item.id);
      });
      items = [...items.slice(overflow.length), { id, kind, message }];
      timers.set(id, setTimeout(() => dismiss(id), ownDurationMs));
      emit();
      return id;
    },
    dismiss,
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application's notifications, shared by every screen. */
export const notifications = createNotificationStore();

// What was said to a user (an amount paid, an account changed) is not shown to whoever comes next.
forgetWithViewer(() => notifications.list().forEach((item) => notifications.dismiss(item.id)));
