import type { NotificationKind, PortalNotification } from '../notifications/notificationStore';
import { focusRing } from './focusRing';

interface NotificationListProps {
  items: readonly PortalNotification[];
  regionLabel: string;
  dismissLabel: string;
  /** 000 §8: the sentence appended to errors and warnings. */
  persistSuffix: string;
  onDismiss: (id: number) => void;
}

const tones: Record<NotificationKind, string> = {
  error: 'border-red-700 bg-red-50 text-red-900',
  warn: 'border-amber-600 bg-amber-50 text-amber-950',
  success: 'border-green-700 bg-green-50 text-green-900',
  info: 'border-brand-secondary bg-white text-gray-900',
};

/** Errors and warnings interrupt assistive technology; success and info wait politely (WCAG 4.1.3). */
const urgent = (kind: NotificationKind) => kind === 'error' || kind === 'warn';

export function NotificationList({ items, regionLabel, dismissLabel, persistSuffix, onDismiss }: NotificationListProps) {
  return (
    <section
      role="region"
      aria-label={regionLabel}
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:end-4 sm:items-end"
    >
      {items.map((item) => (
        <div
          key={item.id}
          role={urgent(item.kind) ? 'alert' : 'status'}
          data-kind={item.kind}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-s-4 p-3 shadow-md ${tones[item.kind]}`}
        >
          <p className="flex-1 text-sm">
            {item.message}
            {urgent(item.kind) ? ` ${persistSuffix}` : null}
          </p>
          <button
            type="button"
            onClick={() => onDismiss(item.id)}
            aria-label={dismissLabel}
            className={`inline-flex size-8 shrink-0 items-center justify-center rounded ${focusRing}`}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
