import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { formatNumber } from '../../lib/quantity';
import { focusRing } from '../../components/focusRing';
import { isolated } from '../../i18n/isolate';
import { formatMapDistance } from './formatMapDistance';
import type { MapFeatureData } from './mapTypes';

interface FeatureListProps {
  features: ReadonlyArray<MapFeatureData & { distance: number }>;
  /** How many matched in all (the list shows the nearest ones). */
  total: number;
  /** How many objects the cells hold when they are too many to list (the map draws cells), else null: the cells are
   *  the utility's fixed grid over the view, so they may reach past its edges (mapCells.ts). */
  tooMany: number | null;
  onZoomIn(): void;
  selectedId: string | null;
  loading: boolean;
  onSelect(feature: MapFeatureData): void;
}

/** The objects in view, nearest first: the keyboard's (and screen reader's) way to what the map shows. */
export function FeatureList({ features, total, tooMany, selectedId, loading, onSelect, onZoomIn }: FeatureListProps) {
  const { t, i18n } = useTranslation('gis');
  const all = t('distance.all');
  return (
    <section aria-labelledby="gis-features-title" className="flex flex-col gap-2" aria-busy={loading}>
      <h2 id="gis-features-title" className="text-sm font-semibold text-gray-900">
        {t('list.title')}
      </h2>
      {tooMany !== null ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="gis-too-many" data-count={tooMany}>
          <p className="text-sm text-gray-700">{t('list.tooMany', { count: tooMany, total: formatNumber(tooMany, i18n.language) })}</p>
          <Button variant="secondary" onClick={onZoomIn} data-testid="gis-list-zoom-in">
            {t('map.zoomIn')}
          </Button>
        </div>
      ) : features.length === 0 ? (
        <p className="text-sm text-gray-700">{loading ? t('list.loading') : t('list.empty')}</p>
      ) : (
        <ul className="flex max-h-72 flex-col divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200 lg:max-h-none lg:overflow-visible" data-testid="gis-feature-list">
          {features.map((feature) => (
            <li key={feature.objectId}>
              <button
                type="button"
                aria-pressed={feature.objectId === selectedId}
                onClick={() => onSelect(feature)}
                className={`flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-start text-sm hover:bg-gray-50 aria-pressed:bg-brand-login-secondary ${focusRing}`}
                data-testid="gis-feature"
                data-object-id={feature.objectId}
                data-kind={feature.kind}
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium text-gray-900">{isolated(feature.label)}</span>
                  <span className="text-xs text-gray-600">{t(`kinds.${feature.kind}`)}</span>
                </span>
                <span className="shrink-0 text-xs text-gray-700">{formatMapDistance(feature.distance, i18n.language, all)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > features.length ? <p className="text-xs text-gray-600">{t('list.more', { shown: features.length, count: total })}</p> : null}
    </section>
  );
}
