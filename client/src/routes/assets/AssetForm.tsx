import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { FormSelectField, FormTextField } from '../../forms/fields';
import { type FormRules, usePortalForm } from '../../forms/usePortalForm';
import type { TFunction } from '../../i18n/i18n';
import { useNotify } from '../../notifications/useNotify';
import type { AssetForm_asset$key } from './__generated__/AssetForm_asset.graphql';
import type { AssetCategory, AssetStatus } from './__generated__/useSaveAssetMutation.graphql';
import { readNumber, readTypedDay, typedDay } from './dayInput';
import { ASSET_CATEGORIES, ASSET_STATUSES, GRADES } from './grades';
import { type SavedAsset, useSaveAssetMutation } from './useSaveAssetMutation';

const FIELDS = ['assetNumber', 'description', 'category', 'make', 'model', 'serialNo', 'installedOn', 'purchaseCost', 'expectedLifeYears', 'status', 'criticality', 'elementId'] as const;
/** 002 §5, §9: number fields 0 to 999,999,999; money with two decimals. */
const NUMBER_MAX = 999_999_999;

/** What the inputs hold, as typed, and the element the asset is installed at (its problems show under the form). */
type AssetInputs = Record<(typeof FIELDS)[number], string>;

/** 002 §5, §9 on an asset: number, description and category required, a DD/MM/YYYY day, a cost in cents, a life of 1 to 200 years. */
function assetRules(t: TFunction): FormRules<AssetInputs> {
  return (values) => {
    const found: Partial<Record<keyof AssetInputs, string>> = {};
    if (!values.assetNumber.trim()) found.assetNumber = t('form.required');
    if (!values.description.trim()) found.description = t('form.required');
    if (!ASSET_CATEGORIES.some((value) => value === values.category)) found.category = t('form.required');
    if (readTypedDay(values.installedOn) === 'invalid') found.installedOn = t('form.invalidDate');
    const cost = readNumber(values.purchaseCost);
    if (cost === undefined || (cost !== null && (cost < 0 || cost > NUMBER_MAX || Math.round(cost * 100) !== cost * 100))) found.purchaseCost = t('form.money');
    const life = readNumber(values.expectedLifeYears);
    if (life === undefined || (life !== null && (!Number.isInteger(life) || life < 1 || life > 200))) found.expectedLifeYears = t('form.life');
    return found;
  };
}

interface Props {
  /** The asset to edit; null to create one at `elementId`. */
  asset: AssetForm_asset$key | null;
  /** The element (global id) a new asset is installed at. */
  elementId: string;
  onSaved(asset: SavedAsset): void;
  onCancel(): void;
}

/** Creates or edits an asset; problems show beside their fields and nothing typed is lost. */
export function AssetForm({ asset: assetKey, elementId, onSaved, onCancel }: Props) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const { run: save, inFlight: saving } = useSaveAssetMutation({ fields: FIELDS, failed: () => t('form.failed') });
  const asset = useFragment(
    graphql`
      fragment AssetForm_asset on Asset {
        id
        assetNumber
        description
        category
        status
        criticality
        make
        model
        serialNo
        installedOn
        purchaseCost
        expectedLifeYears
        element {
          id
        }
      }
    `,
    assetKey,
  );
  const form = usePortalForm<AssetInputs>({
    defaultValues: {
      assetNumber: asset?.assetNumber ?? '',
      description: asset?.description ?? '',
      category: asset?.category ?? '',
      status: asset?.status ?? 'IN_SERVICE',
      criticality: String(asset?.criticality ?? 3),
      make: asset?.make ?? '',
      model: asset?.model ?? '',
      serialNo: asset?.serialNo ?? '',
      installedOn: typedDay(asset?.installedOn),
      purchaseCost: asset?.purchaseCost === null || asset?.purchaseCost === undefined ? '' : asset.purchaseCost.toFixed(2),
      expectedLifeYears: asset?.expectedLifeYears === null || asset?.expectedLifeYears === undefined ? '' : String(asset.expectedLifeYears),
      elementId: asset?.element.id ?? elementId,
    },
    rules: assetRules(t),
  });

  const submit = form.submitWith(async (values) => {
    const installedOn = readTypedDay(values.installedOn);
    const outcome = await save({ input: {
      assetId: asset?.id ?? null,
      assetNumber: values.assetNumber.trim(),
      description: values.description.trim(),
      category: values.category as AssetCategory,
      elementId: values.elementId,
      make: values.make.trim() || null,
      model: values.model.trim() || null,
      serialNo: values.serialNo.trim() || null,
      installedOn: installedOn === 'invalid' ? null : installedOn,
      purchaseCost: readNumber(values.purchaseCost) ?? null,
      expectedLifeYears: readNumber(values.expectedLifeYears) ?? null,
      status: values.status as AssetStatus,
      criticality: Number(values.criticality),
    } });
    const saved = outcome.status === 'failed' ? null : outcome.payload.asset;
    if (saved) {
      notify('success', t(asset ? 'form.saved' : 'form.created', { number: saved.assetNumber }));
      onSaved(saved);
    }
    return outcome;
  });
  const elementProblem = form.formState.errors.elementId?.message;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="asset-form-title" className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="asset-form">
        <h2 id="asset-form-title" className="text-lg font-semibold text-gray-900">
          {asset ? t('form.editTitle') : t('form.newTitle')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <FormTextField name="assetNumber" label={t('columns.assetNumber')} required dir="ltr" maxLength={30} data-testid="asset-number" />
          <div className="lg:col-span-2">
            <FormTextField name="description" label={t('columns.description')} required maxLength={200} data-testid="asset-description" />
          </div>
          <FormSelectField name="category" emphasizeRequired={false} label={t('columns.category')} required placeholder={t('form.choose')} options={ASSET_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))} />
          <FormSelectField name="status" emphasizeRequired={false} label={t('columns.status')} required options={ASSET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))} />
          <FormSelectField name="criticality" emphasizeRequired={false} label={t('columns.criticality')} required options={GRADES.map((value) => ({ value: String(value), label: `${value} · ${t(`criticality.${value}`)}` }))} />
          <FormTextField name="make" label={t('columns.make')} maxLength={100} />
          <FormTextField name="model" label={t('columns.model')} maxLength={100} />
          <FormTextField name="serialNo" label={t('columns.serialNo')} dir="ltr" maxLength={50} />
          <FormTextField name="installedOn" label={t('columns.installedOn')} placeholder={t('form.datePlaceholder')} inputMode="numeric" />
          <FormTextField name="purchaseCost" label={t('asset.purchaseCost')} inputMode="decimal" dir="ltr" />
          <FormTextField name="expectedLifeYears" label={t('asset.expectedLifeYears')} inputMode="numeric" dir="ltr" />
        </div>
        {elementProblem ? <p className="text-sm text-red-700">{elementProblem}</p> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={saving} data-testid="asset-save">
            {t('form.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
