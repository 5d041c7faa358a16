import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../i18n/format';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import type { GisSettingsScreenQuery } from './__generated__/GisSettingsScreenQuery.graphql';
import { GisAdminLayout } from './GisAdminLayout';
import { type GisSettingsValues, type ServerTypeValue, validateGisSettings } from './settingsValidation';
import { useSaveGisSettings } from './useGisMutations';
import { SelectField } from '../../components/SelectField';

const gisSettingsScreenQuery = graphql`
  query GisSettingsScreenQuery @preloadable {
    gisSettings {
      serverType
      serverUrl
      workspace
      backgroundLayer
      elementLayerName
      updatedOn
    }
    organisation {
      name
    }
  }
`;

const SERVER_TYPES: readonly ServerTypeValue[] = ['NONE', 'WMS', 'WFS'];
const FIELDS = ['serverUrl', 'workspace', 'backgroundLayer', 'elementLayerName'] as const;

/** 002 §2 gisSettings / §3 GIS settings: the map server the web map draws its background and elements from. */
function GisSettingsScreen({ queryRef }: { queryRef: PreloadedQuery<GisSettingsScreenQuery> }) {
  const data = usePreloadedQuery<GisSettingsScreenQuery>(gisSettingsScreenQuery, queryRef);
  const { t } = useTranslation('gis');
  const notify = useNotify();
  const { run: save, inFlight: saving } = useSaveGisSettings({ fields: FIELDS, failed: () => t('settings.failed') });
  const stored = data.gisSettings;
  const [values, setValues] = useState<GisSettingsValues>({
    serverType: SERVER_TYPES.find((type) => type === stored.serverType) ?? 'NONE',
    serverUrl: stored.serverUrl ?? '',
    workspace: stored.workspace ?? '',
    backgroundLayer: stored.backgroundLayer ?? '',
    elementLayerName: stored.elementLayerName ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [updatedOn, setUpdatedOn] = useState(stored.updatedOn ?? null);

  const set = (field: keyof GisSettingsValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateGisSettings(values);
    const found = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(`errors.${key}`)]));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`gis-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const outcome = await save({
      input: {
        serverType: values.serverType,
        serverUrl: values.serverUrl.trim() || null,
        workspace: values.workspace.trim() || null,
        backgroundLayer: values.backgroundLayer.trim() || null,
        elementLayerName: values.elementLayerName.trim() || null,
      },
    });
    if (outcome.status === 'failed') return;
    setErrors(outcome.fieldErrors);
    if (outcome.payload.settings) {
      setUpdatedOn(outcome.payload.settings.updatedOn ?? null);
      notify('success', t('settings.saved'));
    }
  };

  const field = (name: (typeof FIELDS)[number], type = 'text') => (
    <TextField
      id={`gis-${name}`}
      label={t(`settings.${name}`)}
      type={type}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={errors[name] || null}
      aria-describedby={`gis-${name}-hint`}
      autoComplete="off"
      dir="ltr"
      maxLength={name === 'serverUrl' ? 500 : 100}
    />
  );

  return (
    <GisAdminLayout title={t('admin.gisSettings')} organisationName={data.organisation.name}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="gis-settings-form">
        <p className="text-sm text-gray-700">{t('settings.intro')}</p>
        <SelectField label={t('settings.serverType')} name="serverType" value={values.serverType} onValueChange={(value) => set('serverType', value)} options={SERVER_TYPES.map((type) => ({ value: type, label: t(`serverTypes.${type}`) }))} />
        {field('serverUrl', 'url')}
        <p id="gis-serverUrl-hint" className="-mt-3 text-xs text-gray-600">{t('settings.serverUrlHint')}</p>
        {field('workspace')}
        <p id="gis-workspace-hint" className="-mt-3 text-xs text-gray-600">{t('settings.nameHint')}</p>
        {field('backgroundLayer')}
        <p id="gis-backgroundLayer-hint" className="-mt-3 text-xs text-gray-600">{t('settings.backgroundLayerHint')}</p>
        {field('elementLayerName')}
        <p id="gis-elementLayerName-hint" className="-mt-3 text-xs text-gray-600">{t('settings.nameHint')}</p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {updatedOn ? <p className="text-xs text-gray-600">{t('settings.updatedOn', { date: formatDateTime(updatedOn) })}</p> : <span />}
          <Button type="submit" disabled={saving} data-testid="gis-settings-save">
            {t('settings.save')}
          </Button>
        </div>
      </form>
    </GisAdminLayout>
  );
}

export const gisSettingsScreen = defineScreen<GisSettingsScreenQuery>({ namespaces: ['gis'], Screen: GisSettingsScreen });
