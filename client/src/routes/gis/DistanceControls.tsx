import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
import { SelectField } from '../../components/SelectField';
import { formatMapDistance } from './formatMapDistance';
import { RADIUS_OPTIONS } from './mapTypes';

/** The radius of the feature list and whether distances count from the map centre or the device's position. */
export function DistanceControls({
  radius,
  onRadius,
  fromPosition,
  onUseCentre,
  onUsePosition,
}: {
  radius: number;
  onRadius: (radius: number) => void;
  fromPosition: boolean;
  onUseCentre: () => void;
  onUsePosition: () => void;
}) {
  const { t, i18n } = useTranslation('gis');
  const all = t('distance.all');
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={t('distance.radius')}
        value={radius}
        onValueChange={(value) => onRadius(Number(value))}
        options={RADIUS_OPTIONS.map((option) => ({ value: String(option), label: formatMapDistance(option, i18n.language, all) }))}
        data-testid="gis-radius"
      />
      <p className="text-sm text-gray-700">
        {fromPosition ? t('distance.fromPosition') : t('distance.fromCentre')}{' '}
        <button type="button" className={`font-medium text-brand-main underline ${focusRing}`} onClick={fromPosition ? onUseCentre : onUsePosition}>
          {fromPosition ? t('distance.useCentre') : t('distance.usePosition')}
        </button>
      </p>
    </div>
  );
}
