import { Field, Label, Select } from '@headlessui/react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
import type { ApplicationStatus } from './__generated__/ApplicationListPaginationQuery.graphql';
import { APPLICATION_STATUSES } from '../../lib/applicationStatuses';

/** Filters the list by record status (002 §4); the empty choice shows every status. */
export function StatusFilter({ value, onChange }: { value: ApplicationStatus | null; onChange: (status: ApplicationStatus | null) => void }) {
  const { t } = useTranslation('applications');
  return (
    <Field className="flex flex-col gap-1 sm:max-w-xs">
      <Label className="text-sm font-medium text-gray-800">{t('list.statusFilter')}</Label>
      <Select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as ApplicationStatus))}
        className={`min-h-11 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 ${focusRing}`}
        data-testid="status-filter"
      >
        <option value="">{t('list.allStatuses')}</option>
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
