import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { LogsScreenQuery } from './__generated__/LogsScreenQuery.graphql';
import { LogEntryForm } from './LogEntryForm';
import { StationFilter } from './StationFilter';

const logsScreenQuery = graphql`
  query LogsScreenQuery($stationId: ID, $withStation: Boolean!, $text: String) @preloadable {
    logStations(text: $text) {
      id
      code
      name
      town
    }
    logPoints(stationId: $stationId) @include(if: $withStation) {
      id
      ...LogEntryForm_points
    }
    organisation {
      name
    }
  }
`;

/** 002 §2 logs: pick a station, then log values at its elements' points. The station lives in the URL. */
function LogsScreen({ queryRef, stationId, text }: { queryRef: PreloadedQuery<LogsScreenQuery>; stationId: string | null; text: string }) {
  const { logStations, logPoints, organisation } = usePreloadedQuery<LogsScreenQuery>(logsScreenQuery, queryRef);
  const { t } = useTranslation('measurements');
  const station = logStations.find((item) => item.id === stationId);
  const link = (id: string) => `/logs?${new URLSearchParams({ station: id, ...(text ? { q: text } : {}) }).toString()}`;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('logs.title')}</PageTitle>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <nav aria-labelledby="log-stations-title" className="flex flex-col gap-3">
          <h2 id="log-stations-title" className="text-lg font-semibold text-gray-900">
            {t('stations.title')}
          </h2>
          <StationFilter path="/logs" text={text} stationId={stationId} />
          {logStations.length === 0 ? (
            <p className="text-sm text-gray-700">{t('stations.none')}</p>
          ) : (
            <ul className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto pe-1 max-lg:max-h-64" data-testid="log-stations">
              {logStations.map((item) => (
                <li key={item.id}>
                  <Link
                    to={link(item.id)}
                    aria-current={item.id === stationId ? 'page' : undefined}
                    className={`flex min-h-12 flex-col justify-center rounded-md border px-3 py-2 text-start ${
                      item.id === stationId ? 'border-brand-main bg-brand-login-secondary font-semibold' : 'border-gray-300 bg-white'
                    } ${focusRing}`}
                  >
                    <span className="text-sm text-gray-900">
                      <bdi>{item.code}</bdi> · {item.name}
                    </span>
                    <span className="text-xs text-gray-700">{item.town}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section aria-labelledby="log-points-title" className="flex min-w-0 flex-col gap-4">
          <h2 id="log-points-title" className="text-lg font-semibold text-gray-900">
            {station ? t('points.titleOf', { station: `${station.code} · ${station.name}` }) : t('points.title')}
          </h2>
          {!logPoints ? (
            <EmptyState title={t('points.pickTitle')} description={t('points.pick')} testId="logs-pick-station" />
          ) : logPoints.length === 0 ? (
            <EmptyState title={t('points.noneTitle')} description={t('points.none')} />
          ) : (
            <LogEntryForm key={stationId} points={logPoints} />
          )}
        </section>
      </div>
    </div>
  );
}

export const logsScreen = defineScreen<LogsScreenQuery>({
  namespaces: ['measurements'],
  Screen: ({ queryRef }) => <LogsScreen queryRef={queryRef} stationId={queryRef.variables.stationId ?? null} text={queryRef.variables.text ?? ''} />,
});
