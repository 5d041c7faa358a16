import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { SelectField } from '../../components/SelectField';
import type { AssetForm_asset$key } from './__generated__/AssetForm_asset.graphql';
import type { AssetCategory, AssetStatus } from './__generated__/useSaveAssetMutation.graphql';
import { readNumber, readTypedDay, typedDay } from './dayInput';
import { ASSET_CATEGORIES, ASSET_STATUSES, GRADES } from './grades';
import { type SavedAsset, useSaveAssetMutation } from './useSaveAssetMutation';

const FIELDS = ['assetNumber', 'description', 'category', 'make', 'model', 'serialNo', 'installedOn', 'purchaseCost', 'expectedLifeYears', 'status', 'criticality', 'elementId'];
/** 002 §5, §9: number fields 0 to 999,999,999; money with two decimals. */
const NUMBER_MAX = 999_999_999;

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
  const [values, setValues] = useState({
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
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.assetNumber.trim()) found['assetNumber'] = t('form.required');
    if (!values.description.trim()) found['description'] = t('form.required');
    const category = ASSET_CATEGORIES.find((value) => value === values.category);
    if (!category) found['category'] = t('form.required');
    const installedOn = readTypedDay(values.installedOn);
    if (installedOn === 'invalid') found['installedOn'] = t('form.invalidDate');
    const cost = readNumber(values.purchaseCost);
    if (cost === undefined || (cost !== null && (cost < 0 || cost > NUMBER_MAX || Math.round(cost * 100) !== cost * 100))) found['purchaseCost'] = t('form.money');
    const life = readNumber(values.expectedLifeYears);
    if (life === undefined || (life !== null && (!Number.isInteger(life) || life < 1 || life > 200))) found['expectedLifeYears'] = t('form.life');
    setErrors(found);
    if (Object.keys(found).length > 0 || !category || installedOn === 'invalid' || cost === undefined || life === undefined) return;
    const outcome = await save({ input: {
      assetId: asset?.id ?? null,
      assetNumber: values.assetNumber.trim(),
      description: values.description.trim(),
      category: category as AssetCategory,
      elementId: asset?.element.id ?? elementId,
      make: values.make.trim() || null,
      model: values.model.trim() || null,
      serialNo: values.serialNo.trim() || null,
      installedOn,
      purchaseCost: cost,
      expectedLifeYears: life,
      status: values.status as AssetStatus,
      criticality: Number(values.criticality),
    } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    const saved = outcome.status === 'failed' ? null : outcome.payload.asset;
    if (saved) {
      notify('success', t(asset ? 'form.saved' : 'form.created', { number: saved.assetNumber }));
      onSaved(saved);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="asset-form-title" className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="asset-form">
      <h2 id="asset-form-title" className="text-lg font-semibold text-gray-900">
        {asset ? t('form.editTitle') : t('form.newTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label={t('columns.assetNumber')} required dir="ltr" value={values.assetNumber} maxLength={30} onChange={(event) => set('assetNumber')(event.target.value)} error={errors['assetNumber']} data-testid="asset-number" />
        <div className="lg:col-span-2">
          <TextField label={t('columns.description')} required value={values.description} maxLength={200} onChange={(event) => set('description')(event.target.value)} error={errors['description']} data-testid="asset-description" />
        </div>
        <SelectField emphasizeRequired={false} label={t('columns.category')} required value={values.category} onValueChange={set('category')} placeholder={t('form.choose')} error={errors['category']} options={ASSET_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))} />
        <SelectField emphasizeRequired={false} label={t('columns.status')} required value={values.status} onValueChange={set('status')} error={errors['status']} options={ASSET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))} />
        <SelectField emphasizeRequired={false} label={t('columns.criticality')} required value={values.criticality} onValueChange={set('criticality')} error={errors['criticality']} options={GRADES.map((value) => ({ value: String(value), label: `${value} · ${t(`criticality.${value}`)}` }))} />
        <TextField label={t('columns.make')} value={values.make} maxLength={100} onChange={(event) => set('make')(event.target.value)} error={errors['make']} />
        <TextField label={t('columns.model')} value={values.model} maxLength={100} onChange={(event) => set('model')(event.target.value)} error={errors['model']} />
        <TextField label={t('columns.serialNo')} dir="ltr" value={values.serialNo} maxLength={50} onChange={(event) => set('serialNo')(event.target.value)} error={errors['serialNo']} />
        <TextField label={t('columns.installedOn')} placeholder={t('form.datePlaceholder')} inputMode="numeric" value={values.installedOn} onChange={(event) => set('installedOn')(event.target.value)} error={errors['installedOn']} />
        <TextField label={t('asset.purchaseCost')} inputMode="decimal" dir="ltr" value={values.purchaseCost} onChange={(event) => set('purchaseCost')(event.target.value)} error={errors['purchaseCost']} />
        <TextField label={t('asset.expectedLifeYears')} inputMode="numeric" dir="ltr" value={values.expectedLifeYears} onChange={(event) => set('expectedLifeYears')(event.target.value)} error={errors['expectedLifeYears']} />
      </div>
      {errors['elementId'] ? <p className="text-sm text-red-700">{errors['elementId']}</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={saving} data-testid="asset-save">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
