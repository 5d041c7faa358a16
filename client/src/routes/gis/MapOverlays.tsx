import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
import { formatNumber } from '../../lib/quantity';
import type { BackgroundState } from './mapTypes';

/** Over the map: the zoom buttons, the keyboard hint and the announced notices (clusters, failures, background). */
export function MapOverlays({
  onZoom,
  clusteredTotal,
  featuresFailed,
  backgroundNotice,
  background,
}: {
  onZoom: (steps: number) => void;
  clusteredTotal: number;
  featuresFailed: boolean;
  backgroundNotice: string | null;
  background: BackgroundState;
}) {
  const { t, i18n } = useTranslation('gis');
  return (
    <>
      <div className="pointer-events-none absolute inset-x-2 top-2 flex flex-col items-end gap-2">
        <div className="pointer-events-auto flex flex-col overflow-hidden rounded-md border border-gray-300 bg-white shadow">
          <button type="button" onClick={() => onZoom(1)} aria-label={t('map.zoomIn')} className={`size-11 text-xl font-semibold text-gray-900 hover:bg-gray-100 ${focusRing}`} data-testid="gis-zoom-in">
            +
          </button>
          <button type="button" onClick={() => onZoom(-1)} aria-label={t('map.zoomOut')} className={`size-11 border-t border-gray-300 text-xl font-semibold text-gray-900 hover:bg-gray-100 ${focusRing}`} data-testid="gis-zoom-out">
            −
          </button>
        </div>
      </div>
      <div className="pointer-events-none absolute inset-x-2 bottom-2 flex flex-col items-start gap-2">
        <p className="rounded-md bg-white/95 px-3 py-1 text-xs text-gray-700 shadow">{t('map.keyboard')}</p>
        <div role="status" className="flex flex-col items-start gap-2">
          {clusteredTotal > 0 ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 shadow" data-testid="gis-zoom-notice">
              {t('map.zoomToSee', { count: clusteredTotal, total: formatNumber(clusteredTotal, i18n.language) })}
            </p>
          ) : null}
          {featuresFailed ? <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 shadow">{t('map.featuresFailed')}</p> : null}
          {backgroundNotice ? (
            <p className="rounded-md bg-white/95 px-3 py-2 text-sm text-gray-800 shadow" data-testid="gis-background-notice" data-state={background}>
              {backgroundNotice}
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
