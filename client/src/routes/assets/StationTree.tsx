import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { StationTree_stations$key } from './__generated__/StationTree_stations.graphql';
import { type ElementSearch, writeElementSearch } from './elementSearch';
import { assetPaths } from '../../lib/assetPaths';

/** Towns → their stations; choosing a station lists it with its elements. */
export function StationTree(props: { stations: StationTree_stations$key; search: ElementSearch }) {
  const { t } = useTranslation('assets');
  const stations = useFragment(
    graphql`
      fragment StationTree_stations on Element @relay(plural: true) {
        id
        code
        name
        town
        type {
          name
        }
      }
    `,
    props.stations,
  );
  const towns = [...new Set(stations.map((station) => station.town))].sort();
  const link = (stationId: string | null) => assetPaths.elements(writeElementSearch({ ...props.search, stationId, text: '', typeId: null }));
  return (
    <nav aria-label={t('elements.tree')} className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-3 text-sm" data-testid="station-tree">
      <h2 className="text-base font-semibold text-gray-900">{t('elements.tree')}</h2>
      <Link to={link(null)} aria-current={props.search.stationId === null ? 'page' : undefined} className={`rounded px-2 py-1 text-brand-main underline aria-[current=page]:bg-brand-main aria-[current=page]:font-semibold aria-[current=page]:text-white ${focusRing}`}>
        {t('elements.allStations')}
      </Link>
      {towns.map((town) => {
        const inTown = stations.filter((station) => station.town === town);
        const open = inTown.some((station) => station.id === props.search.stationId) || towns.length <= 5;
        return (
          <details key={town} open={open} className="group">
            <summary className={`cursor-pointer rounded px-2 py-1 font-medium text-gray-900 ${focusRing}`}>
              {town} <span className="text-gray-600">({inTown.length})</span>
            </summary>
            <ul className="ms-4 mt-1 flex flex-col gap-1 border-s border-gray-200 ps-2">
              {inTown.map((station) => (
                <li key={station.id}>
                  <Link
                    to={link(station.id)}
                    aria-current={station.id === props.search.stationId ? 'page' : undefined}
                    className={`group block rounded px-2 py-1 text-brand-main underline aria-[current=page]:bg-brand-main aria-[current=page]:font-semibold aria-[current=page]:text-white ${focusRing}`}
                    data-testid="station-link"
                  >
                    <bdi dir="ltr">{station.code}</bdi> <span className="text-gray-700 group-aria-[current=page]:text-white">{station.type.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}
