import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { formatDateTime } from '../../i18n/format';
import { useNotify } from '../../notifications/useNotify';
import type { GisUserSettingsScreenQuery } from './__generated__/GisUserSettingsScreenQuery.graphql';
import { defineScreen } from '../../router/screenRoute';
import { GisAdminLayout } from './GisAdminLayout';
import { MAP_LAYERS, type MapLayerName, isMapLayer } from './mapTypes';
import { useSaveGisUserSettings } from './useGisMutations';
import { SelectField } from '../../components/SelectField';

const gisUserSettingsScreenQuery = graphql`
  query GisUserSettingsScreenQuery @preloadable {
    gisMaps {
      mapId
      name
    }
    gisUserSettings {
      defaultMap {
        mapId
      }
      visibleLayers
      lastExtent
      updatedOn
    }
    organisation {
      name
    }
  }
`;

/**
 * 002 §2 gisUserSettings: the viewer's own map — which named map opens, which layers show (or the map's own),
 * and the view kept with "Keep this view" on the map, which can be forgotten here.
 */
function GisUserSettingsScreen({ queryRef, fromMap }: { queryRef: PreloadedQuery<GisUserSettingsScreenQuery>; fromMap: boolean }) {
  const data = usePreloadedQuery<GisUserSettingsScreenQuery>(gisUserSettingsScreenQuery, queryRef);
  const { t } = useTranslation('gis');
  const notify = useNotify();
  const { run: save, inFlight: saving } = useSaveGisUserSettings({ failed: () => t('userSettings.failed') });
  const settings = data.gisUserSettings;
  const [defaultMapId, setDefaultMapId] = useState<number | null>(settings.defaultMap?.mapId ?? null);
  const [ownLayers, setOwnLayers] = useState(settings.visibleLayers !== null && settings.visibleLayers !== undefined);
  const [layers, setLayers] = useState<ReadonlySet<MapLayerName>>(new Set(settings.visibleLayers?.filter(isMapLayer) ?? MAP_LAYERS));
  const [forgetView, setForgetView] = useState(false);
  const [updatedOn, setUpdatedOn] = useState(settings.updatedOn ?? null);
  const [keptView, setKeptView] = useState(settings.lastExtent ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await save({
      input: {
        defaultMapId,
        visibleLayers: ownLayers ? MAP_LAYERS.filter((layer) => layers.has(layer)) : null,
        ...(forgetView ? { lastExtent: null } : {}),
      },
    });
    const saved = outcome.status === 'failed' ? null : outcome.payload.settings;
    if (saved) {
      setUpdatedOn(saved.updatedOn ?? null);
      setKeptView(saved.lastExtent ?? null);
      setForgetView(false);
      notify('success', t('userSettings.saved'));
    }
  };

  return (
    <GisAdminLayout title={t('admin.gisUserSettings')} organisationName={data.organisation.name} fromMap={fromMap}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="gis-user-settings-form">
        <p className="text-sm text-gray-700">{t('userSettings.intro')}</p>
        <div className="sm:max-w-xs">
          <SelectField
            label={t('userSettings.defaultMap')}
            value={defaultMapId ?? ''}
            onValueChange={(value) => setDefaultMapId(value === '' ? null : Number(value))}
            placeholder={t('userSettings.firstMap')}
            options={data.gisMaps.map((map) => ({ value: String(map.mapId), label: map.name }))}
            data-testid="gis-default-map"
          />
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-gray-800">{t('userSettings.layers')}</legend>
          <CheckboxField label={t('userSettings.ownLayers')} checked={ownLayers} onChange={(event) => setOwnLayers(event.target.checked)} />
          <div className="flex flex-wrap gap-x-6 ps-8">
            {MAP_LAYERS.map((layer) => (
              <CheckboxField
                key={layer}
                label={t(`layers.${layer}`)}
                disabled={!ownLayers}
                checked={layers.has(layer)}
                onChange={(event) => {
                  const next = new Set(layers);
                  if (event.target.checked) next.add(layer);
                  else next.delete(layer);
                  setLayers(next);
                }}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-gray-800">{t('userSettings.keptView')}</p>
          {keptView ? (
            <>
              <p className="text-sm text-gray-700" dir="ltr">
                {keptView.map((value) => value.toFixed(4)).join(', ')}
              </p>
              <CheckboxField label={t('userSettings.forgetView')} checked={forgetView} onChange={(event) => setForgetView(event.target.checked)} />
            </>
          ) : (
            <p className="text-sm text-gray-700">{t('userSettings.noKeptView')}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {updatedOn ? <p className="text-xs text-gray-600">{t('settings.updatedOn', { date: formatDateTime(updatedOn) })}</p> : <span />}
          <Button type="submit" disabled={saving} data-testid="gis-user-settings-save">
            {t('userSettings.save')}
          </Button>
        </div>
      </form>
    </GisAdminLayout>
  );
}

/** The screen under GIS administration, or opened from the map (with a way back to it). */
export const gisUserSettingsScreen = (fromMap: boolean) =>
  defineScreen<GisUserSettingsScreenQuery>({
    namespaces: ['gis'],
    Screen: ({ queryRef }) => <GisUserSettingsScreen queryRef={queryRef} fromMap={fromMap} />,
  });
