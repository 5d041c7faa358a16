import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import type { CustomFieldModel } from './formModel';
import { NewCustomerWizard } from './NewCustomerWizard';
import type { WizardData } from './wizardData';

const LONG = 'Permanent residence of the owner and their family, including a private garden';
const FIELDS: CustomFieldModel[] = [
  { customFieldId: 1, name: 'Residents', unitLabel: null, isMandatory: true, groupName: 'Premises', type: 'INTEGER', parentCustomFieldId: null, defaultValue: null, items: [] },
  { customFieldId: 5, name: 'District', unitLabel: null, isMandatory: true, groupName: 'Supply', type: 'LOOKUP', parentCustomFieldId: null, defaultValue: null, items: [{ itemId: 1, name: 'Nicosia', parentItemId: null }, { itemId: 2, name: 'Limassol', parentItemId: null }] },
  { customFieldId: 6, name: 'Municipality', unitLabel: null, isMandatory: false, groupName: 'Supply', type: 'LOOKUP', parentCustomFieldId: 5, defaultValue: null, items: [{ itemId: 11, name: 'Strovolos', parentItemId: 1 }, { itemId: 21, name: 'Germasogeia', parentItemId: 2 }] },
  { customFieldId: 7, name: 'Purpose', unitLabel: null, isMandatory: false, groupName: 'Supply', type: 'LOOKUP', parentCustomFieldId: null, defaultValue: null, items: [{ itemId: 1, name: LONG, parentItemId: null }] },
];
const DATA: WizardData = {
  idTypes: [{ idTypeId: 1, name: 'Identity card', description: 'ID|Identity card', regularExpression: '^\\d{6}$' }],
  genders: [{ optionId: 1, name: 'Female' }],
  consumerTypes: [{ optionId: 1, name: 'Domestic' }],
  accountTypes: [{ optionId: 0, name: 'Individual' }, { optionId: 1, name: 'Corporate' }],
  guideNotes: [{ step: 'GENERAL', text: 'Tell us who you are.' }],
  addressLineNames: ['Street', 'Area', 'City', 'District', 'Country'],
  customFields: FIELDS,
};

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function renderWizard(customFields = FIELDS) {
  await setupI18n('en', ['newCustomer']);
  const onComplete = vi.fn();
  render(<NewCustomerWizard data={{ ...DATA, customFields }} countries={['CY']} mobileRule={{ prefix: '357', regExpr: '^9\\d{7}$' }} onComplete={onComplete} />);
  return onComplete;
}

describe('NewCustomerWizard (002 §4, §5)', () => {
  test('refuses General without its mandatory fields, keeps what was typed, and needs Initial only for individuals', async () => {
    await renderWizard();
    expect(screen.getByText('Tell us who you are.')).toBeTruthy();
    type('Surname *', 'Georgiou');
    type('Email *', 'not-an-email');
    next();
    expect(screen.getByText('Please fill in the required fields.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect((screen.getByLabelText('Surname *') as HTMLInputElement).value).toBe('Georgiou');
    expect(screen.getByLabelText('Initial *')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account type'), { target: { value: '1' } });
    expect(screen.queryByLabelText('Initial *')).toBeNull();
    expect((screen.getByLabelText('Company name *') as HTMLInputElement).value).toBe('Georgiou');
  });

  test('server refusals bring the visitor to the refused step once; moving on leaves them there until new refusals', async () => {
    await setupI18n('en', ['newCustomer']);
    const props = { data: DATA, countries: ['CY'], mobileRule: { prefix: '357', regExpr: '^9\\d{7}$' }, onComplete: vi.fn() };
    const current = () => screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.dataset['testid'];
    const refused = { files: 'The file is too big.' };
    const { rerender } = render(<NewCustomerWizard {...props} />);
    expect(current()).toBe('step-GENERAL');
    rerender(<NewCustomerWizard {...props} serverErrors={refused} />);
    expect(current()).toBe('step-ATTACHMENTS');
    fireEvent.click(screen.getAllByRole('button', { name: 'Back' }).find((button) => !button.closest('[hidden]'))!);
    expect(current()).toBe('step-ADDRESSES');
    rerender(<NewCustomerWizard {...props} serverErrors={refused} />);
    expect(current()).toBe('step-ADDRESSES');
    rerender(<NewCustomerWizard {...props} serverErrors={{ 'custom.1': 'Required.' }} />);
    expect(current()).toBe('step-CUSTOM_FIELDS');
  });

  test('shows no Additional fields step without custom fields', async () => {
    await renderWizard([]);
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('h2')?.firstChild?.textContent)).toEqual(['General', 'Consent', 'Addresses', 'Attachments']);
  });
});
