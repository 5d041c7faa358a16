import { useEffect, useTransition } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { useRefetchableFragment } from '../../relay/screenHooks';
import { StackedTable } from '../../components/table/StackedTable';
import { formatDateTime } from '../../i18n/format';
import type { LogHistoryQuery } from './__generated__/LogHistoryQuery.graphql';
import type { LogHistory_point$key } from './__generated__/LogHistory_point.graphql';
import { formatValue } from '../../lib/decimals';

/**
 * The newest values of a point; out-of-range ones marked, with whether the logger confirmed them. Loaded
 * when the panel opens (one upstream call for that point), not with the station's points.
 */
export function LogHistory(props: { point: LogHistory_point$key; decimals: number; unit: string }) {
  const { t } = useTranslation('measurements');
  const [loading, startLoading] = useTransition();
  const [point, refetch] = useRefetchableFragment<LogHistoryQuery, LogHistory_point$key>(
    graphql`
      fragment LogHistory_point on LogPoint
      @refetchable(queryName: "LogHistoryQuery")
      @argumentDefinitions(load: { type: "Boolean", defaultValue: false }) {
        history(first: 10) @include(if: $load) {
          edges {
            node {
              entryId
              value
              takenAt
              takenBy
              comment
              outOfRange
              confirmed
            }
          }
        }
      }
    `,
    props.point,
  );
  const loaded = point.history !== undefined;
  useEffect(() => {
    if (!loaded) {
      startLoading(() => {
        refetch({ load: true }, { fetchPolicy: 'store-or-network' });
      });
    }
  }, [loaded, refetch]);
  if (!point.history) {
    return (
      <p className="mt-2 text-sm text-gray-700" role="status" aria-busy={loading}>
        {t('history.loading')}
      </p>
    );
  }
  const rows = point.history.edges.map((edge) => edge.node);
  return (
    <div className="mt-2" data-testid="log-history">
      <StackedTable
        caption={t('history.caption')}
        rows={rows}
        rowKey={(row) => String(row.entryId)}
        columns={[
          { key: 'takenAt', header: t('history.takenAt'), cell: (row) => formatDateTime(row.takenAt) },
          {
            key: 'value',
            header: t('history.value'),
            numeric: true,
            cell: (row) => (
              <span className={row.outOfRange ? 'font-semibold text-amber-900' : undefined} data-out-of-range={row.outOfRange || undefined}>
                <bdi>{`${formatValue(row.value, props.decimals)} ${props.unit}`}</bdi>
              </span>
            ),
          },
          {
            key: 'flag',
            header: t('history.range'),
            cell: (row) =>
              row.outOfRange ? (
                <span className="rounded bg-amber-100 px-1.5 text-amber-900" data-testid="log-history-out-of-range">
                  {row.confirmed ? t('history.outOfRangeConfirmed') : t('history.outOfRange')}
                </span>
              ) : (
                t('history.inRange')
              ),
          },
          { key: 'takenBy', header: t('history.takenBy'), cell: (row) => <bdi>{row.takenBy ?? ''}</bdi> },
          { key: 'comment', header: t('history.comment'), cell: (row) => <bdi>{row.comment ?? ''}</bdi> },
        ]}
      />
      {rows.length === 0 ? <p className="text-sm text-gray-700">{t('history.empty')}</p> : null}
    </div>
  );
}
