import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { useNotify } from '../../notifications/useNotify';
import { useFormMutation } from '../../relay/useFormMutation';
import { defineScreen } from '../../router/screenRoute';
import { SelectField } from '../../components/SelectField';
import type { PreferencesScreenMutation } from './__generated__/PreferencesScreenMutation.graphql';
import type { PreferencesScreenQuery } from './__generated__/PreferencesScreenQuery.graphql';

const preferencesScreenQuery = graphql`
  query PreferencesScreenQuery @preloadable {
    viewer {
      user {
        warehouseId
        meterWarehouseId
      }
    }
    stores: warehouses(kind: STORES) {
      warehouseId
      code
      name
    }
    meters: warehouses(kind: METERS) {
      warehouseId
      code
      name
    }
    organisation {
      name
    }
  }
`;

const optionsOf = (items: ReadonlyArray<{ warehouseId: number; code: string; name: string }>) =>
  items.map((item) => ({ value: String(item.warehouseId), label: `${item.code} · ${item.name}` }));

/** 002 §3 preference: the employee's stores warehouse and meter warehouse, saved to the profile (000 §3). */
function PreferencesScreen({ queryRef }: { queryRef: PreloadedQuery<PreferencesScreenQuery> }) {
  const { viewer, stores, meters, organisation } = usePreloadedQuery<PreferencesScreenQuery>(preferencesScreenQuery, queryRef);
  const { t } = useTranslation('workforce');
  const notify = useNotify();
  const [warehouseId, setWarehouseId] = useState(viewer.user?.warehouseId ? String(viewer.user.warehouseId) : '');
  const [meterWarehouseId, setMeterWarehouseId] = useState(viewer.user?.meterWarehouseId ? String(viewer.user.meterWarehouseId) : '');
  const { run: save, inFlight: saving, fieldErrors: errors } = useFormMutation<PreferencesScreenMutation, PreferencesScreenMutation['response']['savePreferences']>(
    graphql`
    mutation PreferencesScreenMutation($input: SavePreferencesInput!) {
      savePreferences(input: $input) {
        user {
          id
          warehouseId
          meterWarehouseId
          linkToWarehouse
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    { payload: (response) => response.savePreferences, fields: ['warehouseId', 'meterWarehouseId'], failed: () => t('common.failed') },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await save({ input: { warehouseId: warehouseId ? Number(warehouseId) : null, meterWarehouseId: meterWarehouseId ? Number(meterWarehouseId) : null } });
    if (outcome.status === 'done') notify('success', t('preferences.saved'));
  };
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-2xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('preferences.title')}</PageTitle>
      <p className="text-gray-700">{t('preferences.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4" data-testid="preferences-form">
        <SelectField
          label={t('preferences.warehouse')}
          value={warehouseId}
          error={errors['warehouseId']}
          placeholder={t('preferences.none')}
          options={optionsOf(stores)}
          onChange={(event) => setWarehouseId(event.target.value)}
          data-testid="preferences-warehouse"
        />
        <SelectField
          label={t('preferences.meterWarehouse')}
          value={meterWarehouseId}
          error={errors['meterWarehouseId']}
          placeholder={t('preferences.none')}
          options={optionsOf(meters)}
          onChange={(event) => setMeterWarehouseId(event.target.value)}
          data-testid="preferences-meter-warehouse"
        />
        <Button type="submit" className="self-end" disabled={saving} data-testid="preferences-save">
          {t('preferences.save')}
        </Button>
      </form>
    </div>
  );
}

export const preferencesScreen = defineScreen<PreferencesScreenQuery>({
  namespaces: ['workforce'],
  Screen: PreferencesScreen,
});
