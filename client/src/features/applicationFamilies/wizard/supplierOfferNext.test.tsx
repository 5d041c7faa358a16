import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FamilyDefinition, FieldDefinition } from '../../../../../shared/applicationForms/definition';
import { renderWithProviders, setupI18n } from '../../../test/renderWithProviders';
import { FamilyWizard } from './FamilyWizard';

// `002 §5` (supplier offer): "fields with errors must be corrected before continuing". Next keeps the
// step for each kind of problem the supplier offer's rules find (utility-api/src/families/definitions/
// supplierOffer.json), and moves on once it is corrected.

const field = (id: string, kind: FieldDefinition['kind'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ id, kind, label: id, required: false, ...extra });

const FAMILY: FamilyDefinition = {
  code: 'supplierOffer',
  applicationType: 42,
  name: 'Supplier offer',
  summary: '',
  visitorAllowed: false,
  steps: [
    {
      id: 'offer',
      title: 'Offer',
      fields: [
        field('plot', 'text'),
        field('sheet', 'text'),
        field('mobile', 'phone', { phoneType: 'mobile' }),
        field('landline', 'phone', { phoneType: 'landline' }),
        field('emails', 'emailList'),
        field('phones', 'phoneList', { phoneType: 'any' }),
        field('bankCountry', 'lookup', { lookup: 'countries', required: true }),
        field('bank', 'lookup', { lookup: 'banks', parent: 'bankCountry', required: true }),
        field('iban', 'iban', { required: true }),
        field('paymentPhone', 'text', { check: 'paymentPhone' }),
        field('balance', 'decimal', { decimals: 2 }),
      ],
      groups: [
        {
          id: 'meters',
          label: 'Meters',
          itemLabel: 'Meter',
          minItems: 1,
          maxItems: 5,
          fields: [
            field('number', 'text', { required: true }),
            field('voltage', 'lookup', { lookup: 'voltages', required: true }),
            field('mvLevel', 'lookup', { lookup: 'mvLevels', required: true, visibleWhen: { field: 'voltage', equals: ['mv'] } }),
          ],
        },
      ],
    },
    { id: 'more', title: 'More', fields: [field('notes', 'longText')], groups: [] },
  ],
  rules: [
    { kind: 'unique', group: 'meters', field: 'number' },
    { kind: 'bothOrNeither', fields: ['plot', 'sheet'] },
    { kind: 'custom', name: 'ibanOfCountry', fields: ['iban', 'bankCountry'] },
  ],
  documents: [],
  lookups: [
    { id: 'countries', options: [{ value: 'CY', label: 'Cyprus' }, { value: 'GR', label: 'Greece' }] },
    { id: 'banks', options: [{ value: 'boc', label: 'Bank of Cyprus', parent: 'CY' }, { value: 'piraeus', label: 'Piraeus Bank', parent: 'GR' }] },
    { id: 'voltages', options: [{ value: 'lv', label: 'LV' }, { value: 'mv', label: 'MV' }] },
    { id: 'mvLevels', options: [{ value: 'kv22', label: '22 kV' }, { value: 'kv11', label: '11 kV' }] },
  ],
  fee: null,
  issues: { kind: 'certificate', title: 'Contract confirmation', validityMonths: 24 },
};

const VALID: ReadonlyArray<readonly [string, string]> = [
  ['plot', '412'],
  ['sheet', '41/27'],
  ['mobile', '99318452'],
  ['landline', '24531870'],
  ['emails', 'a@kyriakou.cy, b@kyriakou.cy'],
  ['phones', '24531870, 99318452'],
  ['bankCountry', 'CY'],
  ['bank', 'boc'],
  ['iban', 'CY17 0020 0128 0000 0012 0052 7600'],
  ['paymentPhone', '357 99318452'],
  ['balance', '12.50'],
  ['meters.0.number', 'EAC 4471203'],
  ['meters.0.voltage', 'mv'],
  ['meters.0.mvLevel', 'kv11'],
  ['meters.1.number', 'EAC 4471288'],
  ['meters.1.voltage', 'lv'],
];

/** One wrong value, the field that must say so, and the problem's code. */
const WRONG: ReadonlyArray<readonly [string, string, string, string]> = [
  ['meters.1.number', 'eac4471203', 'meters.1.number', 'duplicate'],
  ['plot', '', 'plot', 'bothOrNeither'],
  ['mobile', '24531870', 'mobile', 'phoneNotMobile'],
  ['landline', '9931845', 'landline', 'phoneFormat'],
  ['emails', 'a@kyriakou.cy, b@kyriakou', 'emails', 'emailListFormat'],
  ['phones', '24531870, 2453187', 'phones', 'phoneListFormat'],
  ['iban', 'CY18 0020 0128 0000 0012 0052 7600', 'iban', 'ibanInvalid'],
  ['iban', 'GR16 0110 1250 0000 0001 2300 695', 'iban', 'ibanOtherCountry'],
  ['paymentPhone', '99318452', 'paymentPhone', 'paymentPhoneFormat'],
  ['balance', '12.505', 'balance', 'tooManyDecimals'],
  ['meters.0.mvLevel', '', 'meters.0.mvLevel', 'required'],
];

const input = (path: string) => screen.getByTestId(`field-${path}`) as HTMLInputElement;
const set = (path: string, value: string) => fireEvent.change(input(path), { target: { value } });
const currentStep = () => document.querySelector('[aria-current="step"]')?.getAttribute('data-testid');
const next = () => act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Next' }).find((button) => !button.closest('[hidden]'))!));

describe('the wizard keeps a supplier offer\'s step until its fields are corrected', () => {
  test.each(WRONG)('%s = "%s" keeps the step, %s says %s', async (path, wrong, shown, code) => {
    await setupI18n('en', ['applicationFamilies', 'attachments']);
    renderWithProviders(<FamilyWizard family={FAMILY} application={null} />);
    fireEvent.click(screen.getByTestId('add-meters'));
    for (const [at, value] of VALID) set(at, value);
    set(path, wrong);
    await next();
    await waitFor(() => expect(input(shown).getAttribute('aria-invalid')).toBe('true'));
    expect(currentStep()).toBe('step-offer');
    const described = input(shown).getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      { duplicate: 'already used', bothOrNeither: 'both', phoneNotMobile: 'begins with 9', phoneFormat: '8 digits', emailListFormat: 'e-mail', phoneListFormat: 'phone', ibanInvalid: 'IBAN', ibanOtherCountry: 'country', paymentPhoneFormat: '10 to 15', tooManyDecimals: 'after the point', required: 'Mandatory' }[code],
    );
    set(path, VALID.find(([at]) => at === path)![1]);
    await next();
    await waitFor(() => expect(currentStep()).toBe('step-more'));
  });
});
