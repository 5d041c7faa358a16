import type { ComponentProps } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { FormSelectField, FormTextField } from '../../forms/fields';
import { type FormRules, usePortalForm } from '../../forms/usePortalForm';
import type { TFunction } from '../../i18n/i18n';
import { useNotify } from '../../notifications/useNotify';
import type { PvParkForm_pvPark$key } from './__generated__/PvParkForm_pvPark.graphql';
import type { PvConnectionVoltage, PvParkStatus } from './__generated__/useSavePvParkMutation.graphql';
import { readNumber, readTypedDay, typedDay } from './dayInput';
import { PV_STATUSES, PV_VOLTAGES } from './grades';
import { useSavePvParkMutation } from './useSavePvParkMutation';

const FIELDS = ['name', 'licenceNumber', 'operator', 'installedCapacityKwp', 'exportCapacityKw', 'connectionVoltage', 'elementCode', 'town', 'latitude', 'longitude', 'commissionedOn', 'status', 'contactPhone', 'contactEmail'] as const;
/** 002 §5, §9: number fields 0 to 999,999,999. */
const NUMBER_MAX = 999_999_999;

const REQUIRED = ['name', 'licenceNumber', 'operator', 'town', 'installedCapacityKwp', 'exportCapacityKw', 'connectionVoltage'] as const;

/** What the inputs hold, as typed. */
type PvParkInputs = Record<(typeof FIELDS)[number], string>;

/** 002 §5, §9 on a park: the required fields, capacities 0 to 999,999,999, coordinates as numbers, a DD/MM/YYYY day. */
function pvParkRules(t: TFunction): FormRules<PvParkInputs> {
  return (values) => {
    const found: Partial<Record<keyof PvParkInputs, string>> = {};
    for (const field of REQUIRED) if (!values[field].trim()) found[field] = t('form.required');
    for (const field of ['installedCapacityKwp', 'exportCapacityKw'] as const) {
      const number = readNumber(values[field]);
      if (values[field].trim() && (number === undefined || number === null || number < 0 || number > NUMBER_MAX)) found[field] = t('form.number');
    }
    for (const field of ['latitude', 'longitude'] as const) if (readNumber(values[field]) === undefined) found[field] = t('form.number');
    if (readTypedDay(values.commissionedOn) === 'invalid') found.commissionedOn = t('form.invalidDate');
    return found;
  };
}

interface Props {
  pvPark: PvParkForm_pvPark$key | null;
  /** False where the page's own title already names the form (the new park page). */
  titled?: boolean;
  onSaved(park: { parkId: number; name: string }): void;
  onCancel(): void;
}

/** Creates or edits a photovoltaic park; each problem shows beside its field and nothing typed is lost. */
export function PvParkForm({ pvPark: key, titled = true, onSaved, onCancel }: Props) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const { run: save } = useSavePvParkMutation({ fields: FIELDS, failed: () => t('form.failed') });
  const park = useFragment(
    graphql`
      fragment PvParkForm_pvPark on PvPark {
        id
        name
        licenceNumber
        operator
        installedCapacityKwp
        exportCapacityKw
        connectionVoltage
        element {
          code
        }
        town
        latitude
        longitude
        commissionedOn
        status
        contactPhone
        contactEmail
      }
    `,
    key,
  );
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  const form = usePortalForm<PvParkInputs>({
    defaultValues: {
      name: park?.name ?? '',
      licenceNumber: park?.licenceNumber ?? '',
      operator: park?.operator ?? '',
      installedCapacityKwp: text(park?.installedCapacityKwp),
      exportCapacityKw: text(park?.exportCapacityKw),
      connectionVoltage: park?.connectionVoltage ?? '',
      elementCode: park?.element?.code ?? '',
      town: park?.town ?? '',
      latitude: text(park?.latitude),
      longitude: text(park?.longitude),
      commissionedOn: typedDay(park?.commissionedOn),
      status: park?.status ?? 'PLANNED',
      contactPhone: park?.contactPhone ?? '',
      contactEmail: park?.contactEmail ?? '',
    },
    rules: pvParkRules(t),
  });

  const submit = form.submitWith(async (values) => {
    const commissionedOn = readTypedDay(values.commissionedOn);
    const outcome = await save({ input: {
      parkId: park?.id ?? null,
      name: values.name.trim(),
      licenceNumber: values.licenceNumber.trim(),
      operator: values.operator.trim(),
      installedCapacityKwp: readNumber(values.installedCapacityKwp) ?? 0,
      exportCapacityKw: readNumber(values.exportCapacityKw) ?? 0,
      connectionVoltage: values.connectionVoltage as PvConnectionVoltage,
      elementCode: values.elementCode.trim() || null,
      town: values.town.trim(),
      latitude: readNumber(values.latitude) ?? null,
      longitude: readNumber(values.longitude) ?? null,
      commissionedOn: commissionedOn === 'invalid' ? null : commissionedOn,
      status: values.status as PvParkStatus,
      contactPhone: values.contactPhone.trim() || null,
      contactEmail: values.contactEmail.trim() || null,
    } });
    const saved = outcome.status === 'failed' ? null : outcome.payload.pvPark;
    if (saved) {
      notify('success', t(park ? 'pv.saved' : 'pv.created', { name: saved.name }));
      onSaved(saved);
    }
    return outcome;
  });

  const field = (name: keyof PvParkInputs, extra: Omit<ComponentProps<typeof FormTextField>, 'name' | 'label'> = {}) => (
    <FormTextField name={name} label={t(`pv.${name}`)} data-testid={`pv-${name}`} {...extra} />
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={park ? t('pv.editTitle') : t('pv.newTitle')} className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="pv-form">
        {titled ? <h2 className="text-lg font-semibold text-gray-900">{park ? t('pv.editTitle') : t('pv.newTitle')}</h2> : null}
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-semibold text-gray-900">{t('pv.general')}</legend>
          {field('name', { required: true, maxLength: 100 })}
          {field('licenceNumber', { required: true, maxLength: 30, dir: 'ltr' })}
          {field('operator', { required: true, maxLength: 100 })}
          <FormSelectField emphasizeRequired={false} label={t('pv.status')} required options={PV_STATUSES.map((value) => ({ value, label: t(`pvStatus.${value}`) }))} name="status" />
          {field('commissionedOn', { placeholder: t('form.datePlaceholder'), inputMode: 'numeric' })}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-semibold text-gray-900">{t('pv.connection')}</legend>
          {field('installedCapacityKwp', { required: true, inputMode: 'decimal', dir: 'ltr' })}
          {field('exportCapacityKw', { required: true, inputMode: 'decimal', dir: 'ltr' })}
          <FormSelectField emphasizeRequired={false} label={t('pv.connectionVoltage')} required placeholder={t('form.choose')} options={PV_VOLTAGES.map((value) => ({ value, label: t(`voltage.${value}`) }))} name="connectionVoltage" />
          {field('elementCode', { dir: 'ltr', maxLength: 20, placeholder: 'PST-0001' })}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-semibold text-gray-900">{t('pv.location')}</legend>
          {field('town', { required: true, maxLength: 50 })}
          {field('latitude', { inputMode: 'decimal', dir: 'ltr' })}
          {field('longitude', { inputMode: 'decimal', dir: 'ltr' })}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-gray-900">{t('pv.contact')}</legend>
          {field('contactPhone', { type: 'tel', inputMode: 'tel', dir: 'ltr', autoComplete: 'off' })}
          {field('contactEmail', { type: 'email', dir: 'ltr', autoComplete: 'off' })}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting} data-testid="pv-save">
            {t('form.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
