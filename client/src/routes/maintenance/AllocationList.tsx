import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { StackedTable, type StackedTableColumn } from '../../components/StackedTable';
import { reportUserErrors } from '../../notifications/userErrors';
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
export function AllocationList<Row extends { readonly allocationId: number }>(props: Props<Row>) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const [remove, removing] = useRemoveJobCardAllocationMutation();
  const onRemove = async (allocationId: number) => {
    try {
      const payload = await remove({ jobCardId: props.jobCardId, kind: props.kind, allocationId });
      reportUserErrors(payload.userErrors, { fields: [], notify, t });
      if (payload.userErrors.length === 0) notify('success', t('allocations.removed'));
    } catch {
      notify('error', t('errors.saveFailed'));
    }
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
