import { useSyncExternalStore } from 'react';
import { type NotificationStore, notifications } from './notificationStore';

/** The current notifications of a store, re-rendering on every change. */
export function useNotifications(store: NotificationStore = notifications) {
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}

/** Shows a notification: `notify('warn', serverText)`. */
export function useNotify(store: NotificationStore = notifications) {
  return store.notify;
}
