import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';

const PATHS: Record<string, string> = { APPLICATION: '/omApplication', INVESTIGATION: '/investigations', PROBLEM_LOG: '/problemLogs' };

/** Where a job card's work comes from, linked to that record's screen. */
export function OriginLink({ originType, originRecordId }: { originType: string; originRecordId: number | null | undefined }) {
  const { t } = useTranslation('maintenance');
  const path = PATHS[originType];
  const label = t(`origin.${originType}`);
  if (!path || !originRecordId) return <span>{label}</span>;
  return (
    <Link to={`${path}/${originRecordId}`} className={`text-brand-main underline ${focusRing}`} data-testid="origin-link">
      {label} <bdi dir="ltr">#{originRecordId}</bdi>
    </Link>
  );
}
