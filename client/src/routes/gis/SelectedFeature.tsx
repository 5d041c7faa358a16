import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { isolated } from '../../i18n/isolate';
import { useViewerFeature } from '../../router/viewerFeature';
import { assetPaths } from '../../lib/assetPaths';
import { enquiryPaths } from '../../lib/enquiryPaths';
import type { MapFeatureData } from './mapTypes';

/** The enquiry of a map object, by its kind: an element's is its screen in the elements area. */
function enquiryPathOf(feature: Pick<MapFeatureData, 'kind' | 'objectId' | 'elementId'>): string | null {
  switch (feature.kind) {
    case 'METER':
      return enquiryPaths.meter(feature.objectId);
    case 'CONNECTION':
      return enquiryPaths.connection(feature.objectId);
    case 'PROPERTY':
      return enquiryPaths.property(feature.objectId);
    case 'ELEMENT':
      return feature.elementId ? assetPaths.element(feature.elementId) : null;
    default:
      return null;
  }
}

interface SelectedFeatureProps {
  feature: MapFeatureData;
  /** Distance from the map centre or the viewer's position, formatted (002 §9). */
  distance: string | null;
  fromPosition: boolean;
  onClose(): void;
  onCentre(): void;
}

/** The selected object: what it is, how far, its enquiry and the property it belongs to. */
export function SelectedFeature({ feature, distance, fromPosition, onClose, onCentre }: SelectedFeatureProps) {
  const { t } = useTranslation('gis');
  // Links only to the screens the viewer's profile opens: the gateway refuses the others.
  const withEnquiries = useViewerFeature('enquiries');
  const withElements = useViewerFeature('elements');
  const enquiry = (feature.kind === 'ELEMENT' ? withElements : withEnquiries) ? enquiryPathOf(feature) : null;
  const property = withEnquiries && feature.kind !== 'PROPERTY' && feature.propertyId ? enquiryPaths.property(feature.propertyId) : null;
  const link = `font-medium text-brand-main underline ${focusRing}`;
  return (
    <section aria-labelledby="gis-selected-title" className="flex flex-col gap-2 rounded-md border border-brand-main/40 bg-brand-login-secondary/40 p-3" data-testid="gis-selected" data-object-id={feature.objectId}>
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col">
          <span className="text-xs font-medium uppercase tracking-wide text-gray-600">{t(`kinds.${feature.kind}`)}</span>
          <h2 id="gis-selected-title" className="text-lg font-semibold text-gray-900" aria-live="polite">
            {isolated(feature.label)}
          </h2>
        </div>
        <Button variant="ghost" onClick={onClose} aria-label={t('selected.close')} className="px-3">
          ✕
        </Button>
      </div>
      {distance ? (
        <p className="text-sm text-gray-800" data-testid="gis-selected-distance">
          {fromPosition ? t('selected.distanceFromPosition', { distance }) : t('selected.distanceFromCentre', { distance })}
        </p>
      ) : null}
      <p className="text-xs text-gray-600">{isolated(`${feature.latitude.toFixed(6)}, ${feature.longitude.toFixed(6)}`)}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {enquiry ? (
          <Link to={enquiry} className={link} data-testid="gis-open-enquiry">
            {t('selected.openEnquiry')}
          </Link>
        ) : null}
        {property ? (
          <Link to={property} className={link}>
            {t('selected.openProperty')}
          </Link>
        ) : null}
        <button type="button" onClick={onCentre} className={link}>
          {t('selected.centre')}
        </button>
      </div>
    </section>
  );
}
