import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { notifications } from '../../../notifications/notificationStore';
import { renderWithProviders, setupI18n } from '../../../test/renderWithProviders';
import { TEST_FAMILY } from '../testFamily';
import { FamilyWizard } from './FamilyWizard';

async function renderWizard(family = TEST_FAMILY) {
  await setupI18n('en', ['applicationFamilies', 'attachments']);
  return renderWithProviders(<FamilyWizard family={family} application={null} />);
}

async function fillSteps() {
  type('field-siteName', 'North');
  fireEvent.change(input('field-district'), { target: { value: 'NIC' } });
  type('field-startDate', '01/02/2027');
  await act(async () => fireEvent.click(visibleButton('Next')));
  await waitFor(() => expect(currentStep()).toBe('step-people'));
  type('field-applicants.0.fullName', 'Maria');
  await act(async () => fireEvent.click(visibleButton('Next')));
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const visibleButton = (name: string) => screen.getAllByRole('button', { name }).find((button) => !button.closest('[hidden]'))!;
const currentStep = () => document.querySelector('[aria-current="step"]')?.getAttribute('data-testid');

describe('FamilyWizard (docs/applicationFamilies.md: one wizard for any family)', () => {
  test('renders each kind as its input: keypads, radios, three address parts, a select, hints', async () => {
    await renderWizard();
    expect(screen.getAllByTestId('guide-note')[0]!.textContent).toBe('Tell us where the borehole is.');
    expect(input('field-volume').inputMode).toBe('numeric');
    expect(input('field-rate').inputMode).toBe('decimal');
    expect(input('field-startDate').placeholder).toBe('DD/MM/YYYY');
    expect(input('field-email').inputMode).toBe('email');
    expect(input('field-copies').inputMode).toBe('email');
    expect(input('field-phone').inputMode).toBe('tel');
    expect(input('field-purpose').tagName).toBe('TEXTAREA');
    expect(input('field-district').tagName).toBe('SELECT');
    expect(within(screen.getByTestId('field-hasWell')).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['yes', 'no']);
    expect(['field-address.street', 'field-address.postcode', 'field-address.city'].map((id) => input(id).tagName)).toEqual(['INPUT', 'INPUT', 'INPUT']);
    expect(screen.getByText('E-mail addresses, separated by commas.')).toBeTruthy();
    expect(screen.getByLabelText('Site name *')).toBe(input('field-siteName'));
    // A required list is marked as every other required field.
    expect(screen.getByLabelText('District *')).toBe(input('field-district'));
  });

  test('groups an IBAN by four and keeps a typed day as dd/mm/yyyy', async () => {
    await renderWizard();
    type('field-iban', 'cy17002001280000001200527600');
    expect(input('field-iban').value).toBe('CY17 0020 0128 0000 0012 0052 7600');
    type('field-startDate', '01/02/2027');
    expect(input('field-startDate').value).toBe('01/02/2027');
  });

  test('a lookup offers the options of its parent and is cleared when the parent changes', async () => {
    await renderWizard();
    const options = () => [...(input('field-municipality') as unknown as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
    expect(options()).toEqual([]);
    fireEvent.change(input('field-district'), { target: { value: 'NIC' } });
    expect(options()).toEqual(['STR']);
    fireEvent.change(input('field-municipality'), { target: { value: 'STR' } });
    expect(input('field-municipality').value).toBe('STR');
    fireEvent.change(input('field-district'), { target: { value: 'LIM' } });
    expect(options()).toEqual(['GER']);
    fireEvent.change(input('field-district'), { target: { value: 'NIC' } });
    expect(input('field-municipality').value).toBe('');
  });

  test('shows a field only while its condition holds', async () => {
    await renderWizard();
    expect(screen.queryByTestId('field-wellDepth')).toBeNull();
    fireEvent.click(within(screen.getByTestId('field-hasWell')).getByLabelText('Yes'));
    expect(screen.getByTestId('field-wellDepth')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('field-hasWell')).getByLabelText('No'));
    expect(screen.queryByTestId('field-wellDepth')).toBeNull();
  });

  test('adds and removes group items within their limits, with item headings', async () => {
    await renderWizard();
    const group = screen.getByTestId('group-applicants');
    expect(within(group).getByText('Applicant 1')).toBeTruthy();
    expect((screen.getByTestId('remove-applicants-0') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('add-applicants'));
    expect(within(group).getByText('Applicant 2')).toBeTruthy();
    expect((screen.getByTestId('add-applicants') as HTMLButtonElement).disabled).toBe(true);
    type('field-applicants.0.fullName', 'Maria');
    type('field-applicants.1.fullName', 'Nikos');
    fireEvent.click(screen.getByTestId('remove-applicants-0'));
    expect(within(group).queryByText('Applicant 2')).toBeNull();
    expect(input('field-applicants.0.fullName').value).toBe('Nikos');
  });

  test('each group item has its own address, moved up with its item and checked part by part', async () => {
    await renderWizard({ ...TEST_FAMILY, documents: [] });
    fireEvent.click(screen.getByTestId('add-applicants'));
    const item = (index: number) => screen.getByTestId(`group-item-applicants-${index}`);
    expect(within(item(1)).getByRole('group', { name: 'Home address', hidden: true })).toBeTruthy();
    expect(['street', 'postcode', 'city'].map((part) => input(`field-applicants.1.home.${part}`).tagName)).toEqual(['INPUT', 'INPUT', 'INPUT']);
    type('field-applicants.0.fullName', 'Maria');
    type('field-applicants.1.fullName', 'Nikos');
    type('field-applicants.1.home.street', '2 Quay Street');
    type('field-applicants.1.home.postcode', '30');
    fireEvent.click(screen.getByTestId('remove-applicants-0'));
    expect(input('field-applicants.0.home.street').value).toBe('2 Quay Street');
    await fillSteps();
    await waitFor(() => expect(input('field-applicants.0.home.postcode').getAttribute('aria-invalid')).toBe('true'));
    expect(currentStep()).toBe('step-people');
    type('field-applicants.0.home.postcode', '3011');
    type('field-applicants.0.home.city', 'Limassol');
    await act(async () => fireEvent.click(visibleButton('Next')));
    await waitFor(() => expect(currentStep()).toBe('step-review'));
    expect(screen.getByTestId('review-applicants.0.home').textContent).toBe('2 Quay Street, 3011, Limassol');
  });

  test('Next refuses a step with its problems beside the fields, focuses the first, and keeps what was typed', async () => {
    await renderWizard();
    type('field-volume', '5000');
    await act(async () => fireEvent.click(visibleButton('Next')));
    await waitFor(() => expect(input('field-siteName').getAttribute('aria-invalid')).toBe('true'));
    const described = input('field-siteName').getAttribute('aria-describedby')!;
    expect(document.getElementById(described.split(' ').pop()!)?.textContent).not.toBe('');
    expect(input('field-volume').getAttribute('aria-invalid')).toBe('true');
    expect(input('field-volume').value).toBe('5000');
    expect(currentStep()).toBe('step-site');
    expect(screen.getByTestId('step-error').textContent).toBe('Please correct the fields marked on this step.');
    await waitFor(() => expect(document.activeElement).toBe(input('field-siteName')));
  });

  test('a group refused for too few items stops saying so once an item holds a value', async () => {
    await renderWizard({ ...TEST_FAMILY, documents: [] });
    type('field-siteName', 'North');
    fireEvent.change(input('field-district'), { target: { value: 'NIC' } });
    await act(async () => fireEvent.click(visibleButton('Next')));
    await waitFor(() => expect(currentStep()).toBe('step-people'));
    await act(async () => fireEvent.click(visibleButton('Next')));
    await waitFor(() => expect(screen.getByTestId('group-error-applicants').textContent).not.toBe(''));
    type('field-applicants.0.fullName', 'Maria');
    expect(screen.queryByTestId('group-error-applicants')).toBeNull();
  });

  test('steps that hold move on; the review shows every value read-only by step', async () => {
    await renderWizard({ ...TEST_FAMILY, documents: [] });
    await fillSteps();
    await waitFor(() => expect(currentStep()).toBe('step-review'));
    expect(screen.getByTestId('review-startDate').textContent).toBe('01/02/2027');
    expect(screen.getByTestId('review-district').textContent).toBe('Nicosia');
    expect(screen.getByTestId('review-applicants.0.fullName').textContent).toBe('Maria');
    expect(within(screen.getByTestId('review-step-people')).getByText('Applicant 1')).toBeTruthy();
  });

  test('a refusal of the gateway lands beside its field and on its step; nothing typed is lost', async () => {
    const { environment } = await renderWizard({ ...TEST_FAMILY, documents: [] });
    await fillSteps();
    await waitFor(() => expect(currentStep()).toBe('step-review'));
    await act(async () => fireEvent.click(screen.getByTestId('submit-application')));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { saveFamilyApplication: { application: null, userErrors: [{ field: 'values.siteName', code: 'INVALID_INPUT', message: 'The site name is taken.' }] } },
      }),
    );
    await waitFor(() => expect(currentStep()).toBe('step-site'));
    expect(input('field-siteName').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The site name is taken.')).toBeTruthy();
    expect(notifications.list().filter((item) => item.kind === 'error').map((item) => item.message)).toContain('Invalid Data');
    expect(input('field-siteName').value).toBe('North');
    expect(input('field-applicants.0.fullName').value).toBe('Maria');
  });
});
