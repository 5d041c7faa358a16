import { useTranslation } from '../../i18n/useTranslation';
import { TextField } from '../../components/TextField';
import type { AddressForm } from './formModel';
import { SwitchField } from './SwitchField';

interface AddressesStepProps {
  lineNames: readonly string[];
  mailing: AddressForm;
  personal: AddressForm;
  sameAsMail: boolean;
  onMailing: (address: AddressForm) => void;
  onPersonal: (address: AddressForm) => void;
  onSameAsMail: (on: boolean) => void;
}

function AddressFields({ legend, prefix, lineNames, address, onChange }: { legend: string; prefix: string; lineNames: readonly string[]; address: AddressForm; onChange: (address: AddressForm) => void }) {
  const { t } = useTranslation('newCustomer');
  const set = (key: Exclude<keyof AddressForm, 'lines'>) => (event: { target: { value: string } }) => onChange({ ...address, [key]: event.target.value });
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-md border border-gray-300 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-gray-900">{legend}</legend>
      {lineNames.map((name, index) => (
        <TextField
          key={`${prefix}${index}`}
          label={name}
          name={`${prefix}Address${index + 1}`}
          value={address.lines[index] ?? ''}
          onChange={(event) => onChange({ ...address, lines: address.lines.map((line, at) => (at === index ? event.target.value : line)) })}
        />
      ))}
      <TextField label={t('fields.careOf')} name={`${prefix}CareOf`} value={address.careOf} onChange={set('careOf')} />
      <TextField label={t('fields.flatName')} name={`${prefix}FlatName`} value={address.flatName} onChange={set('flatName')} />
      <TextField label={t('fields.flatNo')} name={`${prefix}FlatNo`} value={address.flatNo} onChange={set('flatNo')} />
      <TextField label={t('fields.houseNo')} name={`${prefix}HouseNo`} value={address.houseNo} onChange={set('houseNo')} />
      <TextField label={t('fields.code')} name={`${prefix}Code`} value={address.code} onChange={set('code')} />
    </fieldset>
  );
}

/** 002 §2, §4: personal and mailing addresses; with the switch on the mailing address is the personal one. */
export function AddressesStep({ lineNames, mailing, personal, sameAsMail, onMailing, onPersonal, onSameAsMail }: AddressesStepProps) {
  const { t } = useTranslation('newCustomer');
  return (
    <div className="flex flex-col gap-4">
      <AddressFields legend={t('addresses.personal')} prefix="Personal" lineNames={lineNames} address={personal} onChange={onPersonal} />
      <SwitchField label={t('addresses.sameAsMail')} checked={sameAsMail} onChange={onSameAsMail} />
      {sameAsMail ? null : <AddressFields legend={t('addresses.mailing')} prefix="" lineNames={lineNames} address={mailing} onChange={onMailing} />}
    </div>
  );
}
