import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
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
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {t('distance.radius')}
        <select
          value={radius}
          onChange={(event) => onRadius(Number(event.target.value))}
          className={`min-h-11 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 ${focusRing}`}
          data-testid="gis-radius"
        >
          {RADIUS_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {formatMapDistance(option, i18n.language, all)}
            </option>
          ))}
        </select>
      </label>
      <p className="text-sm text-gray-700">
        {fromPosition ? t('distance.fromPosition') : t('distance.fromCentre')}{' '}
        <button type="button" className={`font-medium text-brand-main underline ${focusRing}`} onClick={fromPosition ? onUseCentre : onUsePosition}>
          {fromPosition ? t('distance.useCentre') : t('distance.usePosition')}
        </button>
      </p>
    </div>
  );
}
