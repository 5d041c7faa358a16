import { useState } from 'react';
import { localDayOf, parseTypedDay, typedDayOf } from '../../../../shared/days';
import { useTranslation } from '../../i18n/useTranslation';
import { TextField } from '../../components/TextField';
import { formatDate } from '../../i18n/format';
import { AllocationTab } from './AllocationList';
import { SelectField } from '../../components/SelectField';
import { useAddJobCardManpowerMutation } from './useAddJobCardManpowerMutation';
import { useRecordSave } from './useRecordSave';

interface Row {
  readonly allocationId: number;
  readonly employeeName: string;
  readonly workDate: string;
  readonly hours: number;
  readonly overtimeHours: number;
}

interface Props {
  jobCardId: string;
  rows: readonly Row[];
  readOnly: boolean;
  employees: ReadonlyArray<{ readonly employeeId: number; readonly name: string }>;
}

/** Today as the user types a day (002 §9), in the user's calendar. */
const typedToday = () => typedDayOf(localDayOf(new Date()));
const FIELDS = ['employeeId', 'workDate', 'hours', 'overtimeHours'];

/** 002 §3 manpower allocation: hours per employee and day. */
export function ManpowerTab({ jobCardId, rows, readOnly, employees }: Props) {
  const { t } = useTranslation('maintenance');
  const { run: add, inFlight: adding } = useAddJobCardManpowerMutation({ fields: FIELDS, failed: () => t('errors.saveFailed') });
  const [employeeId, setEmployeeId] = useState('');
  const [workDate, setWorkDate] = useState(typedToday);
  const [hours, setHours] = useState('');
  const [overtime, setOvertime] = useState('');
  const { errors, run } = useRecordSave(t('allocations.manpowerSaved'));

  const submit = () => {
    const local: Record<string, string> = {};
    if (!employeeId) local['employeeId'] = t('errors.required');
    const workDay = parseTypedDay(workDate);
    if (!workDate.trim()) local['workDate'] = t('errors.required');
    else if (!workDay) local['workDate'] = t('errors.invalidDay');
    const hoursValue = Number(hours.replace(',', '.'));
    if (!(hoursValue > 0 && hoursValue <= 24)) local['hours'] = t('errors.hours');
    const overtimeValue = overtime.trim() === '' ? 0 : Number(overtime.replace(',', '.'));
    if (!(overtimeValue >= 0 && overtimeValue <= 24)) local['overtimeHours'] = t('errors.hours');
    void run(local, async () => {
      const outcome = await add({ input: { jobCardId, employeeId: Number(employeeId), workDate: workDay ?? '', hours: hoursValue, overtimeHours: overtimeValue } });
      if (outcome.status === 'done') {
        setHours('');
        setOvertime('');
      }
      return outcome;
    });
  };

  return (
    <AllocationTab
      jobCardId={jobCardId}
      kind="MANPOWER"
      caption={t('allocations.manpower')}
      rows={rows}
      readOnly={readOnly}
      testId="manpower-table"
      columns={[
        { key: 'employee', header: t('fields.employee'), cell: (row) => row.employeeName },
        { key: 'date', header: t('fields.workDate'), cell: (row) => <time dir="ltr" dateTime={row.workDate}>{formatDate(row.workDate)}</time> },
        { key: 'hours', header: t('fields.hours'), cell: (row) => row.hours, numeric: true },
        { key: 'overtime', header: t('fields.overtimeHours'), cell: (row) => row.overtimeHours, numeric: true },
      ]}
      form={{
        label: t('allocations.addManpower'),
        columns: 'lg:grid-cols-5',
        testId: 'manpower-form',
        submitTestId: 'manpower-add',
        adding,
        onSubmit: submit,
        children: (
          <>
            <SelectField label={t('fields.employee')} value={employeeId} onChange={(event) => setEmployeeId(event.target.value)} error={errors['employeeId']} data-testid="manpower-employee">
              <option value="">{t('fields.choose')}</option>
              {employees.map((employee) => (
                <option key={employee.employeeId} value={employee.employeeId}>
                  {employee.name}
                </option>
              ))}
            </SelectField>
            <TextField label={t('fields.workDate')} inputMode="numeric" placeholder={t('common:dates.placeholder')} value={workDate} onChange={(event) => setWorkDate(event.target.value)} error={errors['workDate']} />
            <TextField label={t('fields.hours')} inputMode="decimal" value={hours} onChange={(event) => setHours(event.target.value)} error={errors['hours']} data-testid="manpower-hours" />
            <TextField label={t('fields.overtimeHours')} inputMode="decimal" value={overtime} onChange={(event) => setOvertime(event.target.value)} error={errors['overtimeHours']} />
          </>
        ),
      }}
    />
  );
}
