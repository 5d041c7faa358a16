import { useTranslation } from '../../i18n/useTranslation';

const STYLES: Record<string, string> = {
  PAID: 'bg-emerald-50 text-emerald-900 ring-emerald-700/30',
  PARTLY_PAID: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  UNPAID: 'bg-red-50 text-red-900 ring-red-700/30',
  COMPLETED: 'bg-emerald-50 text-emerald-900 ring-emerald-700/30',
  PENDING: 'bg-sky-50 text-sky-900 ring-sky-700/30',
};

/** A bill's or payment's status as a labelled badge (text, never colour alone). */
export function BillStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('billing');
  return (
    <span className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status] ?? STYLES.UNPAID}`}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
