import { useTranslation } from '../../i18n/useTranslation';
import { TextField } from '../../components/TextField';
import { IdNumberInput } from '../../components/inputs/IdNumberInput';
import { PhoneInput } from '../../components/inputs/PhoneInput';
import { SelectField } from '../../components/SelectField';
import type { Option, StepProps, WizardData } from './wizardData';
import { OTHER_TITLE_ID, titleOptions } from './titles';
import { ACCOUNT_TYPE_CORPORATE } from './wizardRules';

interface GeneralStepProps extends StepProps {
  data: WizardData;
  countries: readonly string[];
}

/** 002 §2, §3: who the new customer is; Surname is the company name for corporate accounts. */
export function GeneralStep({ form, update, errors, data, countries }: GeneralStepProps) {
  const { t, i18n } = useTranslation('newCustomer');
  const language = i18n.language;
  const corporate = form.accountType === ACCOUNT_TYPE_CORPORATE;
  const options = (list: readonly Option[]) => list.map((item) => ({ value: String(item.optionId), label: item.name }));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        emphasizeRequired={false}
        label={t('fields.accountType')}
        value={String(form.accountType)}
        onValueChange={(value) => update({ accountType: Number(value) })}
        options={options(data.accountTypes)}
        required
      />
      <SelectField
        emphasizeRequired={false}
        label={`${t('fields.consumerType')} *`}
        name="consumerType"
        value={form.consumerType}
        onValueChange={(consumerType) => update({ consumerType })}
        options={options(data.consumerTypes)}
        placeholder={t('choose')}
        error={errors['consumerType']}
        required
      />
      {corporate ? null : (
        <>
          <SelectField
            label={t('fields.title')}
            name="title"
            value={form.title}
            onValueChange={(title) => update({ title })}
            options={[...titleOptions(language).map((title) => ({ value: String(title.id), label: title.label })), { value: String(OTHER_TITLE_ID), label: t('titleOther') }]}
            placeholder={t('choose')}
          />
          {form.title === String(OTHER_TITLE_ID) ? (
            <TextField label={t('fields.customTitle')} name="customTitle" value={form.customTitle} onChange={(event) => update({ customTitle: event.target.value })} />
          ) : (
            <div aria-hidden="true" className="hidden sm:block" />
          )}
          <TextField label={`${t('fields.initial')} *`} name="initial" value={form.initial} error={errors['initial']} onChange={(event) => update({ initial: event.target.value })} />
        </>
      )}
      <TextField
        label={`${t(corporate ? 'fields.companyName' : 'fields.surname')} *`}
        name="surname"
        value={form.surname}
        error={errors['surname']}
        onChange={(event) => update({ surname: event.target.value })}
      />
      <TextField label={`${t('fields.email')} *`} name="email" type="email" autoComplete="email" value={form.email} error={errors['email']} onChange={(event) => update({ email: event.target.value })} />
      <PhoneInput label={`${t('fields.cellTelNo')} *`} name="cellTelNo" value={form.cell} onChange={(cell) => update({ cell })} countries={countries} error={errors['cellTelNo']} />
      <IdNumberInput
        label={t('fields.idNo')}
        idTypes={data.idTypes.map((type) => ({ value: String(type.idTypeId), text: type.name, description: type.description, regularExpression: type.regularExpression ?? null }))}
        onChange={(result) => update({ idNo: result.id, idTypeId: result.idTypeId })}
      />
      <TextField label={t('fields.taxNo')} name="taxNo" value={form.taxNo} onChange={(event) => update({ taxNo: event.target.value })} />
      {corporate ? null : (
        <>
          <TextField
            label={t('fields.birthDate')}
            name="birthDate"
            inputMode="numeric"
            placeholder={t('common:dates.placeholder')}
            error={errors['birthDate']}
            value={form.birthDate}
            onChange={(event) => update({ birthDate: event.target.value })}
          />
          <SelectField label={t('fields.gender')} name="gender" value={form.gender} onValueChange={(gender) => update({ gender })} options={options(data.genders)} placeholder={t('choose')} />
        </>
      )}
      <TextField label={t('fields.telNo')} name="telNo" type="tel" dir="ltr" value={form.telNo} onChange={(event) => update({ telNo: event.target.value })} />
      <TextField label={t('fields.workTelNo')} name="workTelNo" type="tel" dir="ltr" value={form.workTelNo} onChange={(event) => update({ workTelNo: event.target.value })} />
      <TextField label={t('fields.faxNo')} name="faxNo" type="tel" dir="ltr" value={form.faxNo} onChange={(event) => update({ faxNo: event.target.value })} />
    </div>
  );
}
