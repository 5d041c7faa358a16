import { useTranslation } from '../../i18n/useTranslation';
import { CheckboxField } from '../../components/CheckboxField';
import type { MapLayerName } from './mapTypes';
import type { LayerCount } from './useMapFeatures';

/** The layer check boxes, top layer first, each with its object count in view and its colour. */
export function MapLayerToggles({
  layerStyles,
  visible,
  counts,
  onToggle,
}: {
  layerStyles: ReadonlyArray<{ layer: MapLayerName; colour: string }>;
  visible: ReadonlySet<MapLayerName>;
  counts: readonly LayerCount[];
  onToggle: (layer: MapLayerName, on: boolean) => void;
}) {
  const { t } = useTranslation('gis');
  return (
    <fieldset className="flex flex-col gap-1" data-testid="gis-layers">
      <legend className="mb-1 text-sm font-semibold text-gray-900">{t('layers.title')}</legend>
      {[...layerStyles].reverse().map((style) => {
        const count = counts.find((entry) => entry.layer === style.layer);
        return (
          <div key={style.layer} className="flex items-center justify-between gap-2">
            <CheckboxField label={t(`layers.${style.layer}`)} checked={visible.has(style.layer)} onChange={(event) => onToggle(style.layer, event.target.checked)} data-testid={`gis-layer-${style.layer}`} />
            <span className="flex items-center gap-2 text-sm text-gray-700">
              {count ? <span data-testid={`gis-layer-count-${style.layer}`}>{count.totalCount}</span> : null}
              <span aria-hidden="true" className="inline-block size-3 rounded-full border border-white ring-1 ring-gray-300" style={{ backgroundColor: style.colour }} />
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
