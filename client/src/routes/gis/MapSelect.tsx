import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';

/** The choice of map when there are several. */
export function MapSelect({ maps, value, onChoose }: { maps: ReadonlyArray<{ mapId: number; name: string }>; value: number | ''; onChoose: (mapId: number) => void }) {
  const { t } = useTranslation('gis');
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
      {t('maps.label')}
      <select
        value={value}
        onChange={(event) => onChoose(Number(event.target.value))}
        className={`min-h-11 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 ${focusRing}`}
        data-testid="gis-map-select"
      >
        {maps.map((map) => (
          <option key={map.mapId} value={map.mapId}>
            {map.name}
          </option>
        ))}
      </select>
    </label>
  );
}
