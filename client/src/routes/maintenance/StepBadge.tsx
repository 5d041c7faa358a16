import { useTranslation } from '../../i18n/useTranslation';

const COLOURS: Record<string, string> = {
  REGISTERED: 'bg-gray-100 text-gray-800',
  ASSIGNED: 'bg-blue-100 text-blue-900',
  IN_PROGRESS: 'bg-amber-100 text-amber-900',
  COMPLETED: 'bg-green-100 text-green-900',
  REFERRED: 'bg-purple-100 text-purple-900',
  CLOSED: 'bg-gray-200 text-gray-900',
  OPEN: 'bg-amber-100 text-amber-900',
};

/** A job card step or a record status as a labelled badge (text, not colour alone, carries the meaning). */
export function StepBadge({ value, kind = 'step' }: { value: string; kind?: 'step' | 'status' }) {
  const { t } = useTranslation('maintenance');
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[value] ?? COLOURS['REGISTERED']}`} data-testid={`${kind}-badge`}>
      {t(`${kind}.${value}`)}
    </span>
  );
}
