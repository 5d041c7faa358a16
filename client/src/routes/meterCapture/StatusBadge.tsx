import { useTranslation } from '../../i18n/useTranslation';

const STYLES: Record<string, string> = {
  OUTSTANDING: 'border-amber-700 bg-amber-50 text-amber-900',
  COMPLETED: 'border-green-700 bg-green-50 text-green-900',
  NON_EDITABLE: 'border-gray-500 bg-gray-100 text-gray-800',
};

/** Where a meter stands in the cycle, in words (not by colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('meterCapture');
  return (
    <span className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold ${STYLES[status] ?? STYLES.NON_EDITABLE}`}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
