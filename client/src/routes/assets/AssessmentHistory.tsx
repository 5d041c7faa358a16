import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Button } from '../../components/Button';
import { StackedTable, type StackedTableColumn } from '../../components/table/StackedTable';
import { formatDate } from '../../i18n/format';
import { useNotify } from '../../notifications/useNotify';
import type { AssessmentHistory_asset$data, AssessmentHistory_asset$key } from './__generated__/AssessmentHistory_asset.graphql';
import type { AssessmentHistoryPaginationQuery } from './__generated__/AssessmentHistoryPaginationQuery.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { GradeBadge } from './GradeBadge';
import { useDeleteAssessmentMutation } from './useDeleteAssessmentMutation';
import { LoadMore } from '../../components/table/LoadMore';

type Row = AssessmentHistory_asset$data['conditionAssessments']['edges'][number]['node'];
const PAGE = 10;

/** The asset's condition assessments, newest first; each can be deleted after a confirmation. */
export function AssessmentHistory(props: { asset: AssessmentHistory_asset$key }) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const { run: remove, inFlight: removing } = useDeleteAssessmentMutation({ failed: () => t('form.failed') });
  const [confirming, setConfirming] = useState<Row | null>(null);
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AssessmentHistoryPaginationQuery, AssessmentHistory_asset$key>(
    graphql`
      fragment AssessmentHistory_asset on Asset
      @refetchable(queryName: "AssessmentHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        conditionAssessments(first: $count, after: $cursor) @connection(key: "AssessmentHistory_conditionAssessments") {
          __id
          totalCount
          edges {
            node {
              id
              assessedOn
              assessorName
              conditionGrade
              performanceGrade
              remainingLifeYears
              remarks
              nextDueOn
            }
          }
        }
      }
    `,
    props.asset,
  );
  const rows = data.conditionAssessments.edges.map((edge) => edge.node);
  const confirmDelete = async () => {
    if (!confirming) return;
    const outcome = await remove(confirming.id, data.conditionAssessments.__id);
    if (outcome.status === 'done') notify('success', t('assessment.deleted'));
    setConfirming(null);
  };
  const columns: StackedTableColumn<Row>[] = [
    { key: 'assessedOn', header: t('assessment.assessedOn'), cell: (row) => <time dateTime={row.assessedOn}>{formatDate(row.assessedOn)}</time> },
    { key: 'condition', header: t('assessment.conditionGrade'), cell: (row) => <GradeBadge grade={row.conditionGrade} /> },
    { key: 'performance', header: t('assessment.performanceGrade'), cell: (row) => `${row.performanceGrade} · ${t(`grade.${row.performanceGrade}`)}` },
    { key: 'life', header: t('assessment.remainingLife'), cell: (row) => (row.remainingLifeYears === null ? '—' : t('asset.years', { count: row.remainingLifeYears })) },
    { key: 'assessor', header: t('assessment.assessor'), cell: (row) => row.assessorName },
    { key: 'nextDue', header: t('assessment.nextDue'), cell: (row) => formatDate(row.nextDueOn) || '—' },
    { key: 'remarks', header: t('assessment.remarks'), cell: (row) => <span dir="auto">{row.remarks ?? '—'}</span> },
    {
      key: 'actions',
      header: t('assessment.actions'),
      cell: (row) => (
        <Button variant="ghost" onClick={() => setConfirming(row)} aria-label={t('assessment.deleteOf', { date: formatDate(row.assessedOn) })}>
          {t('assessment.delete')}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="assessment-history" className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="assessment-history">
      <h2 id="assessment-history" className="text-lg font-semibold text-gray-900">
        {t('assessment.history', { count: data.conditionAssessments.totalCount })}
      </h2>
      {rows.length === 0 ? (
        <p className="text-gray-700">{t('assessment.none')}</p>
      ) : (
        <StackedTable caption={t('assessment.historyCaption')} columns={columns} rows={rows} rowKey={(row) => row.id} testId="assessment-table" />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(PAGE)} label={t('register.more', { count: PAGE })} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('assessment.confirmTitle')}
        confirmLabel={t('assessment.delete')}
        cancelLabel={t('form.cancel')}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      >
        {t('assessment.confirmBody', { date: confirming ? formatDate(confirming.assessedOn) : '' })}
      </ConfirmDialog>
    </section>
  );
}
