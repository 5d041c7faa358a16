import { useTranslation } from '../../i18n/useTranslation';
import { gradeClass } from './grades';

/** A condition grade with its word (1 very good … 5 very poor); "not assessed" when there is none. */
export function GradeBadge({ grade }: { grade: number | null | undefined }) {
  const { t } = useTranslation('assets');
  if (grade === null || grade === undefined) return <span className="text-gray-600">{t('grade.none')}</span>;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${gradeClass(grade)}`} data-testid="grade-badge">
      <span dir="ltr">{grade}</span> · {t(`grade.${grade}`)}
    </span>
  );
}
