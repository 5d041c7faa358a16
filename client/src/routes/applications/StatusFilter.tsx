import { useTranslation } from '../../i18n/useTranslation';
import type { ApplicationStatus } from './__generated__/ApplicationListPaginationQuery.graphql';
import { APPLICATION_STATUSES } from '../../lib/applicationStatuses';
import { SelectField } from '../../components/SelectField';
import { ReadingControls } from '../../components/viewOnly';

/** Filters the list by record status (002 §4); the empty choice shows every status. */
export function StatusFilter({ value, onChange }: { value: ApplicationStatus | null; onChange: (status: ApplicationStatus | null) => void }) {
  const { t } = useTranslation('applications');
  return (
    <div className="sm:max-w-xs">
      <ReadingControls>
        <SelectField
          label={t('list.statusFilter')}
          value={value ?? ''}
          onValueChange={(status) => onChange(status === '' ? null : (status as ApplicationStatus))}
          placeholder={t('list.allStatuses')}
          options={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          data-testid="status-filter"
        />
      </ReadingControls>
    </div>
  );
}
