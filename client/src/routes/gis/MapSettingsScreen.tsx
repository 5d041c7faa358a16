import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { focusRing } from '../../components/focusRing';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import type { MapSettingsScreenQuery } from './__generated__/MapSettingsScreenQuery.graphql';
import { GisAdminLayout } from './GisAdminLayout';
import { type MapLayerName, isMapLayer } from './mapTypes';
import { isColour } from './settingsValidation';
import { useSaveGisMapLayers } from './useGisMutations';
import { SelectField } from '../../components/SelectField';

const mapSettingsScreenQuery = graphql`
  query MapSettingsScreenQuery @preloadable {
    gisMaps {
      mapId
      name
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

interface LayerRow {
  layer: MapLayerName;
  visible: boolean;
  colour: string;
}

type Maps = MapSettingsScreenQuery['response']['gisMaps'];
const rowsOf = (maps: Maps, mapId: number | undefined): LayerRow[] =>
  (maps.find((map) => map.mapId === mapId)?.layers ?? []).flatMap((layer) => (isMapLayer(layer.layer) ? [{ layer: layer.layer, visible: layer.visible, colour: layer.colour }] : []));

/**
 * 002 §2 mapSettings: one map's layers — drawing order (move up and down with buttons, no dragging), whether
 * each shows when the map opens, and its colour. The last layer is drawn on top.
 */
function MapSettingsScreen({ queryRef, initialMapId }: { queryRef: PreloadedQuery<MapSettingsScreenQuery>; initialMapId: number | null }) {
  const data = usePreloadedQuery<MapSettingsScreenQuery>(mapSettingsScreenQuery, queryRef);
  const { t } = useTranslation('gis');
  const notify = useNotify();
  const [maps, setMaps] = useState<Maps>(data.gisMaps);
  const [mapId, setMapId] = useState<number | undefined>(maps.find((map) => map.mapId === initialMapId)?.mapId ?? maps[0]?.mapId);
  const [rows, setRows] = useState<LayerRow[]>(() => rowsOf(maps, mapId));
  const { run: save, inFlight: saving } = useSaveGisMapLayers({ fields: rows.map((_, index) => `layers.${index}.colour`), failed: () => t('mapSettings.failed') });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = (id: number) => {
    setMapId(id);
    setRows(rowsOf(maps, id));
    setErrors({});
  };
  const update = (index: number, change: Partial<LayerRow>) => {
    setRows((previous) => previous.map((row, position) => (position === index ? { ...row, ...change } : row)));
    setErrors((previous) => ({ ...previous, [`layers.${index}.colour`]: '' }));
  };
  const move = (index: number, by: -1 | 1) => {
    setRows((previous) => {
      const next = [...previous];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
    setErrors({});
    // Keep focus on the same control of the moved row, so repeated presses keep moving it.
    requestAnimationFrame(() => document.getElementById(`gis-layer-${index + by}-${by < 0 ? 'up' : 'down'}`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mapId === undefined) return;
    const found = Object.fromEntries(rows.flatMap((row, index) => (isColour(row.colour) ? [] : [[`layers.${index}.colour`, t('errors.colour')]])));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await save({ input: { mapId, layers: rows } });
    if (outcome.status === 'failed') return;
    setErrors(outcome.fieldErrors);
    const saved = outcome.payload.map;
    if (saved) {
      setMaps((previous) => previous.map((map) => (map.mapId === saved.mapId ? { ...map, layers: saved.layers } : map)));
      notify('success', t('mapSettings.saved', { name: maps.find((map) => map.mapId === mapId)?.name ?? '' }));
    }
  };

  const iconButton = `inline-flex size-10 items-center justify-center rounded-md border border-gray-300 bg-white text-gray-800 enabled:hover:bg-gray-100 disabled:opacity-40 ${focusRing}`;
  return (
    <GisAdminLayout title={t('admin.mapSettings')} organisationName={data.organisation.name}>
      {maps.length === 0 ? (
        <p className="text-gray-700">{t('mapSettings.noMaps')}</p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="gis-map-layers-form">
          <div className="sm:max-w-xs">
            <SelectField label={t('mapSettings.map')} value={mapId} onValueChange={(value) => choose(Number(value))} options={maps.map((map) => ({ value: String(map.mapId), label: map.name }))} data-testid="gis-map-settings-map" />
          </div>
          <p className="text-sm text-gray-700">{t('mapSettings.intro')}</p>
          <ol className="flex flex-col divide-y divide-gray-200 rounded-md border border-gray-200">
            {rows.map((row, index) => {
              const name = t(`layers.${row.layer}`);
              const error = errors[`layers.${index}.colour`];
              return (
                <li key={row.layer} className="flex flex-wrap items-center gap-3 p-3" data-testid={`gis-map-layer-${row.layer}`}>
                  <span className="w-6 text-sm text-gray-600">{index + 1}</span>
                  <span className="min-w-32 flex-1 font-medium text-gray-900">{name}</span>
                  <CheckboxField label={t('mapSettings.visible')} checked={row.visible} onChange={(event) => update(index, { visible: event.target.checked })} aria-label={t('mapSettings.visibleNamed', { name })} />
                  <label className="flex items-center gap-2 text-sm text-gray-800">
                    <span>{t('mapSettings.colour')}</span>
                    <input
                      type="color"
                      value={isColour(row.colour) ? row.colour.toLowerCase() : '#000000'}
                      onChange={(event) => update(index, { colour: event.target.value.toUpperCase() })}
                      aria-label={t('mapSettings.colourNamed', { name })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `gis-layer-${index}-error` : undefined}
                      className={`h-10 w-14 cursor-pointer rounded border border-gray-300 bg-white ${focusRing}`}
                    />
                    <span dir="ltr" className="font-mono text-xs text-gray-600">{row.colour}</span>
                  </label>
                  <span className="flex gap-1">
                    <button type="button" id={`gis-layer-${index}-up`} className={iconButton} disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('mapSettings.up', { name })}>
                      ↑
                    </button>
                    <button type="button" id={`gis-layer-${index}-down`} className={iconButton} disabled={index === rows.length - 1} onClick={() => move(index, 1)} aria-label={t('mapSettings.down', { name })}>
                      ↓
                    </button>
                  </span>
                  {error ? (
                    <p id={`gis-layer-${index}-error`} className="w-full text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <div className="flex justify-end">
            <Button type="submit" disabled={saving} data-testid="gis-map-layers-save">
              {t('mapSettings.save')}
            </Button>
          </div>
        </form>
      )}
    </GisAdminLayout>
  );
}

export const mapSettingsScreen = defineScreen<MapSettingsScreenQuery>({
  namespaces: ['gis'],
  Screen: ({ queryRef, search }) => {
    const requested = Number(search.get('map'));
    return <MapSettingsScreen queryRef={queryRef} initialMapId={Number.isInteger(requested) && requested > 0 ? requested : null} />;
  },
});
