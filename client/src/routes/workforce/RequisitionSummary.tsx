import { graphql, useFragment } from 'react-relay/hooks';
import { stockUnitKey } from './stockUnits';
import { useTranslation } from '../../i18n/useTranslation';
import { DetailList } from '../../components/DetailList';
import { StackedTable } from '../../components/table/StackedTable';
import { formatDateTime } from '../../i18n/format';
import type { RequisitionSummary_requisition$key } from './__generated__/RequisitionSummary_requisition.graphql';
import { StatusBadge } from './StoreRequisitionsScreen';

/** The requisition's status, warehouse, requester and lines with the quantities on hand. */
export function RequisitionSummary(props: { requisition: RequisitionSummary_requisition$key }) {
  const { t } = useTranslation('workforce');
  const requisition = useFragment(
    graphql`
      fragment RequisitionSummary_requisition on StoreRequisition {
        status
        warehouseName
        requestedBy
        updatedAt
        lines {
          lineId
          code
          name
          unit
          quantity
          quantityOnHand
        }
      }
    `,
    props.requisition,
  );
  return (
    <section aria-labelledby="requisition-summary-title" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="requisition-summary-title" className="sr-only">
        {t('requisition.summary')}
      </h2>
      <DetailList
        layout="row"
        items={[
          [t('requisitions.status'), <StatusBadge status={requisition.status} />],
          [t('requisition.warehouse'), requisition.warehouseName],
          [t('requisition.requestedBy'), requisition.requestedBy],
          [t('requisitions.updatedAt'), formatDateTime(requisition.updatedAt)],
        ]}
      />
      <StackedTable
        caption={t('requisition.lines')}
        testId="requisition-lines"
        rows={requisition.lines}
        rowKey={(row) => String(row.lineId)}
        columns={[
          { key: 'code', header: t('requisition.code'), cell: (row) => <bdi>{row.code}</bdi> },
          { key: 'name', header: t('requisition.materialName'), cell: (row) => row.name },
          { key: 'quantity', header: t('requisition.quantityAsked'), numeric: true, cell: (row) => <bdi>{`${row.quantity} ${t(stockUnitKey(row.unit))}`}</bdi> },
          {
            key: 'onHand',
            header: t('requisition.onHand'),
            numeric: true,
            cell: (row) => (
              <span className={row.quantityOnHand < row.quantity && requisition.status !== 'ISSUED' ? 'font-semibold text-red-700' : undefined} data-testid="requisition-on-hand">
                <bdi>{`${row.quantityOnHand} ${t(stockUnitKey(row.unit))}`}</bdi>
              </span>
            ),
          },
        ]}
      />
      {requisition.lines.length === 0 ? <p className="text-sm text-gray-700">{t('requisition.noLines')}</p> : null}
    </section>
  );
}
