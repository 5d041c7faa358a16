import { typedDayOf } from '../../../../shared/days.ts';
import type { Store } from '../../store/store.ts';
import { LEAK_WINDOW_DAYS, detectHighUsage, detectImplausibleReadings, detectLeak, type DetectedAlert } from './detection.ts';
import { alertText } from './texts.ts';

/**
 * Bounds of one detection run: an account's meters, two weeks of half hours and the readings of three years
 * and more at monthly reading, so a request's work stays the same however long the history grows.
 */
const DETECTION_LIMITS = { maxMeters: 20, days: LEAK_WINDOW_DAYS, readings: 40 } as const;

/**
 * Alerts are derived when the account's alerts are read: detection is deterministic over stored readings
 * and half hours, so reading again records nothing new until new readings or half hours arrive.
 */
export function refreshAlerts(store: Store, accountId: number): void {
  const moment = store.clock().toISOString();
  for (const meter of store.consumptionAlerts.series(accountId, DETECTION_LIMITS)) {
    const found = [detectLeak(meter.unit, meter.halfHours), detectHighUsage(meter.unit, meter.spans), ...detectImplausibleReadings(meter.unit, meter.spans)];
    for (const alert of found) {
      if (alert === null || !store.consumptionAlerts.record(accountId, meter.meterId, alert, moment)) continue;
      // A new alert reaches the account's customers by the channel each chose for alerts (README "Notifications").
      store.notifier.accountNotice(accountId, 'ALERT', (language) => ({ alert: noticeOf(language, alert, meter.meterRef) }));
    }
  }
}

const noticeOf = (language: Parameters<typeof alertText>[0], alert: DetectedAlert, meterRef: string): string =>
  alertText(language, `notice_${alert.kind}`, { meterRef, from: typedDayOf(alert.periodFrom), to: typedDayOf(alert.periodTo) });
