import type { ReactNode } from 'react';
import { ADDRESS_PARTS, type AddressPart } from '../../../../shared/applicationForms/definition';
import { useTranslation } from '../../i18n/useTranslation';

interface AddressFieldsProps {
  legend: string;
  hint?: ReactNode;
  /** One part's input, given its label. */
  part: (part: AddressPart, label: string) => ReactNode;
}

/**
 * A postal address's parts (shared/applicationForms/postalAddress.ts) under one legend: street and number,
 * postcode, city. The family wizard's address fields and a visitor's address at the start share it.
 */
export function AddressFields({ legend, hint, part }: AddressFieldsProps) {
  const { t } = useTranslation('applicationFamilies');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      {hint}
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_2fr]">{ADDRESS_PARTS.map((name) => <div key={name}>{part(name, t(`field.address.${name}`))}</div>)}</div>
    </fieldset>
  );
}
