import { useTranslation } from '../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { focusRing } from './focusRing';
import { useViewerFeature } from '../router/viewerFeature';
import { gisPaths } from '../lib/gisPaths';

/**
 * "Show on map" on the meter, connection and property enquiries: opens the web map centred on the object,
 * selected. Only for viewers whose profile has the web map (`webGis`, portalGis); nothing otherwise.
 */
export function ShowOnMapLink(props: { objectId: string }) {
  const { t } = useTranslation('gis');
  // From the shell's query in the store: no upstream call of the screen's own for it.
  if (!useViewerFeature('webGis')) return null;
  return (
    <Link to={gisPaths.find(props.objectId)} className={`inline-flex items-center gap-1 self-start text-sm font-medium text-brand-main underline ${focusRing}`} data-testid="show-on-map">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      {t('showOnMap')}
    </Link>
  );
}
