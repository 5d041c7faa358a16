import { useTranslation } from '../../i18n/useTranslation';
import { SelectField } from '../../components/SelectField';

/** The choice of map when there are several. */
export function MapSelect({ maps, value, onChoose }: { maps: ReadonlyArray<{ mapId: number; name: string }>; value: number | ''; onChoose: (mapId: number) => void }) {
  const { t } = useTranslation('gis');
  return (
    <SelectField
      label={t('maps.label')}
      value={value}
      onValueChange={(mapId) => onChoose(Number(mapId))}
      options={maps.map((map) => ({ value: String(map.mapId), label: map.name }))}
      data-testid="gis-map-select"
    />
  );
}
