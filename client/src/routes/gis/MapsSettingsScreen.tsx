import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { focusRing } from '../../components/focusRing';
import { StackedTable } from '../../components/table/StackedTable';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import type { MapsSettingsScreenQuery } from './__generated__/MapsSettingsScreenQuery.graphql';
import { defineScreen } from '../../router/screenRoute';
import { GisAdminLayout } from './GisAdminLayout';
import { MAP_LAYERS, type MapLayerName, isMapLayer } from './mapTypes';
import { gisPaths } from '../../lib/gisPaths';
import { type MapValues, validateMap } from './settingsValidation';
import { useDeleteGisMap, useSaveGisMap } from './useGisMutations';

const mapsSettingsScreenQuery = graphql`
  query MapsSettingsScreenQuery @preloadable {
    gisMaps {
      mapId
      name
      centreLatitude
      centreLongitude
      zoom
      # eslint-disable-next-line relay/unused-fields -- the rows keep each map as it was read (GisMapRow)
      layers {
        layer
        visible
        colour
      }
    }
    organisation {
      name
    }
  }
`;

interface GisMapRow {
  mapId: number;
  name: string;
  centreLatitude: number;
  centreLongitude: number;
  zoom: number;
  layers: ReadonlyArray<{ layer: string; visible: boolean; colour: string }>;
}

const EMPTY: MapValues = { name: '', centreLatitude: '', centreLongitude: '', zoom: '12' };
const FIELDS = ['name', 'centreLatitude', 'centreLongitude', 'zoom'] as const;

/** 002 §2 mapsSettings: the named maps the web map offers, where each opens and which layers it shows. */
function MapsSettingsScreen({ queryRef }: { queryRef: PreloadedQuery<MapsSettingsScreenQuery> }) {
  const data = usePreloadedQuery<MapsSettingsScreenQuery>(mapsSettingsScreenQuery, queryRef);
  const { t, i18n } = useTranslation('gis');
  const notify = useNotify();
  const { run: saveMap, inFlight: saving } = useSaveGisMap({ fields: FIELDS, failed: () => t('maps.failed') });
  const { run: deleteMap, inFlight: deleting } = useDeleteGisMap({ failed: () => t('maps.failed') });
  const [maps, setMaps] = useState<readonly GisMapRow[]>(data.gisMaps);
  const [editing, setEditing] = useState<number | null>(null);
  const [values, setValues] = useState<MapValues>(EMPTY);
  const [layers, setLayers] = useState<ReadonlySet<MapLayerName>>(new Set(MAP_LAYERS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<number | null>(null);

  const edit = (map: GisMapRow | null) => {
    setEditing(map?.mapId ?? null);
    setValues(map ? { name: map.name, centreLatitude: String(map.centreLatitude), centreLongitude: String(map.centreLongitude), zoom: String(map.zoom) } : EMPTY);
    setLayers(new Set(map ? map.layers.filter((layer) => layer.visible).map((layer) => layer.layer).filter(isMapLayer) : MAP_LAYERS));
    setErrors({});
    document.getElementById('gis-map-name')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(Object.entries(validateMap(values)).map(([field, key]) => [field, key === 'range' ? t(`errors.range.${field}`) : t(`errors.${key}`)]));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`gis-map-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const outcome = await saveMap({
      input: {
        mapId: editing,
        name: values.name.trim(),
        centreLatitude: Number(values.centreLatitude),
        centreLongitude: Number(values.centreLongitude),
        zoom: Number(values.zoom),
        visibleLayers: MAP_LAYERS.filter((layer) => layers.has(layer)),
      },
    });
    if (outcome.status === 'failed') return;
    setErrors(outcome.fieldErrors);
    const saved = outcome.payload.map;
    if (saved) {
      setMaps((previous) => [...previous.filter((map) => map.mapId !== saved.mapId), saved].sort((a, b) => a.name.localeCompare(b.name)));
      notify('success', t('maps.saved', { name: saved.name }));
      edit(null);
    }
  };

  const remove = async (map: GisMapRow) => {
    const outcome = await deleteMap({ input: { mapId: map.mapId } });
    const deletedMapId = outcome.status === 'failed' ? null : outcome.payload.deletedMapId;
    if (deletedMapId !== null && deletedMapId !== undefined) {
      setMaps((previous) => previous.filter((candidate) => candidate.mapId !== map.mapId));
      notify('success', t('maps.deleted', { name: map.name }));
      if (editing === map.mapId) edit(null);
    }
    setConfirming(null);
  };

  const link = `font-medium text-brand-main underline ${focusRing}`;
  return (
    <GisAdminLayout title={t('admin.mapsSettings')} organisationName={data.organisation.name}>
      <StackedTable
        caption={t('maps.caption')}
        testId="gis-maps-table"
        rows={maps}
        rowKey={(map) => String(map.mapId)}
        columns={[
          { key: 'name', header: t('maps.name'), cell: (map) => <span className="font-medium">{map.name}</span> },
          { key: 'centre', header: t('maps.centre'), cell: (map) => <span dir="ltr">{`${map.centreLatitude.toFixed(4)}, ${map.centreLongitude.toFixed(4)}`}</span> },
          { key: 'zoom', header: t('maps.zoom'), numeric: true, cell: (map) => map.zoom },
          {
            key: 'layers',
            header: t('maps.layers'),
            cell: (map) => new Intl.ListFormat(i18n.language, { type: 'unit' }).format(map.layers.filter((layer) => layer.visible && isMapLayer(layer.layer)).map((layer) => t(`layers.${layer.layer}`))) || '—',
          },
          {
            key: 'actions',
            header: t('maps.actions'),
            cell: (map) =>
              confirming === map.mapId ? (
                <span className="flex flex-wrap items-center gap-3">
                  <Button variant="primary" onClick={() => void remove(map)} disabled={deleting}>
                    {t('maps.confirmDelete', { name: map.name })}
                  </Button>
                  <button type="button" className={link} onClick={() => setConfirming(null)}>
                    {t('maps.cancel')}
                  </button>
                </span>
              ) : (
                <span className="flex flex-wrap items-center gap-3">
                  <button type="button" className={link} onClick={() => edit(map)} aria-label={t('maps.editNamed', { name: map.name })}>
                    {t('maps.edit')}
                  </button>
                  <Link to={gisPaths.mapSettings(map.mapId)} className={link} aria-label={t('maps.layersNamed', { name: map.name })}>
                    {t('maps.layerSettings')}
                  </Link>
                  <button type="button" className={link} onClick={() => setConfirming(map.mapId)} aria-label={t('maps.deleteNamed', { name: map.name })}>
                    {t('maps.delete')}
                  </button>
                </span>
              ),
          },
        ]}
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" aria-labelledby="gis-map-form-title" data-testid="gis-map-form">
        <h2 id="gis-map-form-title" className="text-lg font-semibold text-gray-900">
          {editing === null ? t('maps.new') : t('maps.editing', { name: maps.find((map) => map.mapId === editing)?.name ?? '' })}
        </h2>
        <TextField id="gis-map-name" label={t('maps.name')} value={values.name} maxLength={100} onChange={(event) => setValues({ ...values, name: event.target.value })} error={errors['name'] || null} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id="gis-map-centreLatitude" label={t('maps.latitude')} inputMode="decimal" dir="ltr" value={values.centreLatitude} onChange={(event) => setValues({ ...values, centreLatitude: event.target.value })} error={errors['centreLatitude'] || null} />
          <TextField id="gis-map-centreLongitude" label={t('maps.longitude')} inputMode="decimal" dir="ltr" value={values.centreLongitude} onChange={(event) => setValues({ ...values, centreLongitude: event.target.value })} error={errors['centreLongitude'] || null} />
          <TextField id="gis-map-zoom" label={t('maps.zoom')} inputMode="numeric" dir="ltr" value={values.zoom} onChange={(event) => setValues({ ...values, zoom: event.target.value })} error={errors['zoom'] || null} />
        </div>
        <fieldset className="flex flex-wrap gap-x-6">
          <legend className="mb-1 text-sm font-medium text-gray-800">{t('maps.shownLayers')}</legend>
          {MAP_LAYERS.map((layer) => (
            <CheckboxField
              key={layer}
              label={t(`layers.${layer}`)}
              checked={layers.has(layer)}
              onChange={(event) => {
                const next = new Set(layers);
                if (event.target.checked) next.add(layer);
                else next.delete(layer);
                setLayers(next);
              }}
            />
          ))}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          {editing !== null ? (
            <Button variant="secondary" onClick={() => edit(null)}>
              {t('maps.cancel')}
            </Button>
          ) : null}
          <Button type="submit" disabled={saving} data-testid="gis-map-save">
            {editing === null ? t('maps.create') : t('maps.save')}
          </Button>
        </div>
      </form>
    </GisAdminLayout>
  );
}

export const mapsSettingsScreen = defineScreen<MapsSettingsScreenQuery>({ namespaces: ['gis'], Screen: MapsSettingsScreen });
