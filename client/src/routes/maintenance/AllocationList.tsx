import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { StackedTable, type StackedTableColumn } from '../../components/table/StackedTable';
import { useNotify } from '../../notifications/useNotify';
import type { JobCardAllocationKind } from './__generated__/useRemoveJobCardAllocationMutation.graphql';
import { useRemoveJobCardAllocationMutation } from './useRemoveJobCardAllocationMutation';

interface Props<Row extends { readonly allocationId: number }> {
  jobCardId: string;
  kind: JobCardAllocationKind;
  caption: string;
  columns: StackedTableColumn<Row>[];
  rows: readonly Row[];
  readOnly: boolean;
  testId: string;
}

/** An allocation list with a remove button per row (none on a closed card). */
function AllocationList<Row extends { readonly allocationId: number }>(props: Props<Row>) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const { run: remove, inFlight: removing } = useRemoveJobCardAllocationMutation({ failed: () => t('errors.saveFailed') });
  const onRemove = async (allocationId: number) => {
    const outcome = await remove({ input: { jobCardId: props.jobCardId, kind: props.kind, allocationId } });
    if (outcome.status === 'done') notify('success', t('allocations.removed'));
  };
  if (props.rows.length === 0) return <p className="text-sm text-gray-700">{t('allocations.none')}</p>;
  const columns: StackedTableColumn<Row>[] = props.readOnly
    ? props.columns
    : [
        ...props.columns,
        {
          key: 'remove',
          header: t('allocations.actions'),
          cell: (row) => (
            <Button variant="ghost" disabled={removing} onClick={() => void onRemove(row.allocationId)} data-testid={`${props.testId}-remove`}>
              {t('allocations.remove')}
            </Button>
          ),
        },
      ];
  return <StackedTable caption={props.caption} columns={columns} rows={props.rows} rowKey={(row) => String(row.allocationId)} testId={props.testId} />;
}

interface TabProps<Row extends { readonly allocationId: number }> extends Props<Row> {
  form: {
    label: string;
    /** The grid's columns from 1024 px ("lg:grid-cols-5"). */
    columns: string;
    testId?: string;
    submitTestId?: string;
    /** An add is under way. */
    adding: boolean;
    onSubmit(): void;
    /** The fields; the add button follows them. */
    children: ReactNode;
  };
}

/** An allocation tab of a job card: its list, then (unless the card is closed) the form that adds to it. */
export function AllocationTab<Row extends { readonly allocationId: number }>({ form, ...props }: TabProps<Row>) {
  const { t } = useTranslation('maintenance');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.onSubmit();
  };
  return (
    <div className="flex flex-col gap-4">
      <AllocationList {...props} />
      {props.readOnly ? null : (
        <form noValidate onSubmit={submit} aria-label={form.label} className={`grid gap-3 sm:grid-cols-2 ${form.columns} lg:items-end`} data-testid={form.testId}>
          {form.children}
          <Button type="submit" disabled={form.adding} data-testid={form.submitTestId}>
            {t('allocations.add')}
          </Button>
        </form>
      )}
    </div>
  );
}
