import { useTranslation } from '../../i18n/useTranslation';
import { Badge } from '../../components/Badge';
import { gradeTone } from './grades';

/** A condition grade with its word (1 very good … 5 very poor); "not assessed" when there is none. */
export function GradeBadge({ grade }: { grade: number | null | undefined }) {
  const { t } = useTranslation('assets');
  if (grade === null || grade === undefined) return <span className="text-gray-600">{t('grade.none')}</span>;
  return (
    <Badge tone={gradeTone(grade)} data-testid="grade-badge">
      <span dir="ltr">{grade}</span> · {t(`grade.${grade}`)}
    </Badge>
  );
}
