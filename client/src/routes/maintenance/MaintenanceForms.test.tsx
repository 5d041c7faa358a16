import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { MutationOutcome, MutationPayload } from '../../relay/useFormMutation';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import type { MaintenanceFormsTestQuery } from './__generated__/MaintenanceFormsTestQuery.graphql';
import { InvestigationForm } from './InvestigationForm';
import { JobCardForm } from './JobCardForm';
import { toTypedDateTime } from '../../lib/typedDateTime';
import { ProblemLogForm } from './ProblemLogForm';

const testQuery = graphql`
  query MaintenanceFormsTestQuery @relay_test_operation {
    maintenanceLookups {
      __typename
    }
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the forms under test pass it to their element select
    ...ElementSelect_query
  }
`;

const STATION = { id: 'station-1', code: 'ST1', name: 'North pumping station' };
const ELEMENT = { id: 'element-1', code: 'P1', name: 'Pump 1' };
const LOOKUP = [{ lookupId: 3, name: 'Leak' }];

/** A save the form waits for; the test answers it. */
function pendingSave() {
  let answer: (outcome: MutationOutcome<MutationPayload>) => void = () => {};
  const submit = vi.fn(() => new Promise<MutationOutcome<MutationPayload>>((resolve) => (answer = resolve)));
  const refuse = (fieldErrors: Record<string, string>) =>
    answer({ status: 'refused', payload: { userErrors: Object.entries(fieldErrors).map(([field, message]) => ({ field, code: 'INVALID', message })) }, fieldErrors, retryAfterSeconds: 0 });
  return { submit, refuse };
}

function Harness({ queryRef, form }: { queryRef: PreloadedQuery<MaintenanceFormsTestQuery>; form: (query: ElementSelect_query$key) => ReactNode }) {
  const data = usePreloadedQuery<MaintenanceFormsTestQuery>(testQuery, queryRef);
  return <>{form(data)}</>;
}

function renderForm(form: (query: ElementSelect_query$key) => ReactNode) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<MaintenanceFormsTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation));
  return renderWithProviders(<Harness queryRef={queryRef} form={form} />, { environment });
}

/** A new job card started at 08:00 UTC on 2 March 2026. */
function renderJobCard(submit: ReturnType<typeof pendingSave>['submit']) {
  return renderForm((query) => (
    <JobCardForm
      initial={{ stationId: null, elementId: null, startsAt: '2026-03-02T08:00:00Z', endsAt: null, activityId: null, conditionId: null, complainTypeId: null, description: null }}
      lookups={{ activities: LOOKUP, conditions: LOOKUP, complainTypes: LOOKUP }}
      query={query}
      readOnly={false}
      submitLabel="Save"
      savedMessage="Saved"
      submit={submit}
    />
  ));
}

const recordProps = { readOnly: false, submitLabel: 'Save', savedMessage: 'Saved' };

describe('maintenance forms (002 §2, §3) on the portal form', () => {
  beforeEach(() => setupI18n('en', ['maintenance']));

  test('job card: an end before the start is refused and the error goes as soon as the end is corrected', async () => {
    const user = userEvent.setup();
    const { submit } = pendingSave();
    renderJobCard(submit);
    const start = await screen.findByLabelText('Start');
    const end = screen.getByLabelText('End');
    const startDay = (start as HTMLInputElement).value.slice(0, 10);
    await user.type(end, '01/03/2026 07:00');
    await user.tab();
    expect(end).toHaveAccessibleDescription('The end cannot be before the start');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    await user.clear(end);
    await user.type(end, `${startDay} 23:00`);
    // still in the field: the error is already gone
    expect(end).toHaveFocus();
    expect(end).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The end cannot be before the start')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  test('job card: the times are typed DD/MM/YYYY HH:mm (002 §9), a wrong one is refused and kept, the save sends ISO', async () => {
    const user = userEvent.setup();
    const { submit } = pendingSave();
    renderJobCard(submit);
    const start = await screen.findByLabelText('Start');
    expect(start).toHaveValue(toTypedDateTime('2026-03-02T08:00:00Z'));
    expect(start).toHaveAttribute('placeholder', 'DD/MM/YYYY HH:mm');
    await user.clear(start);
    await user.type(start, '31/02/2026 09:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(start).toHaveAccessibleDescription('Enter the date and time as DD/MM/YYYY HH:mm');
    expect(start).toHaveValue('31/02/2026 09:30');
    expect(submit).not.toHaveBeenCalled();
    await user.clear(start);
    await user.type(start, '05/03/2026 9:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ startsAt: new Date(2026, 2, 5, 9, 30).toISOString(), endsAt: null }));
  });

  test('job card: the station is found by typing, from one short page of matches', async () => {
    const user = userEvent.setup();
    const { submit } = pendingSave();
    const { environment } = renderJobCard(submit);
    const station = await screen.findByRole('combobox', { name: 'Station' });
    await user.type(station, 'north');
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ text: 'north', first: 20 }));
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Element: () => STATION }));
    await user.click(await screen.findByRole('option', { name: 'ST1 · North pumping station' }));
    expect(station).toHaveValue('ST1 · North pumping station');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ stationId: 'station-1', elementId: null }));
  });

  test('job card: a refused description shows beside it, keeps what was typed and goes once it is changed', async () => {
    const user = userEvent.setup();
    const { submit, refuse } = pendingSave();
    renderJobCard(submit);
    const description = await screen.findByLabelText('Description');
    await user.type(description, 'Valve replaced');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ description: 'Valve replaced', startsAt: '2026-03-02T08:00:00.000Z' }));
    refuse({ description: 'The description is too long for the utility.' });
    await waitFor(() => expect(description).toHaveAccessibleDescription('The description is too long for the utility.'));
    expect(description).toHaveValue('Valve replaced');
    await user.type(description, '.');
    expect(screen.queryByText('The description is too long for the utility.')).toBeNull();
  });

  test('investigation: a missing location goes as soon as one is typed; a refused one lands beside it', async () => {
    const user = userEvent.setup();
    const { submit, refuse } = pendingSave();
    renderForm((query) => (
      <InvestigationForm
        {...recordProps}
        initial={{ stationId: null, elementId: null, location: '', complainTypeId: 3, findings: null, status: 'OPEN' }}
        complainTypes={LOOKUP}
        query={query}
        isNew
        submit={submit}
      />
    ));
    const location = await screen.findByLabelText('Location (required)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location).toHaveAccessibleDescription('Mandatory field'));
    await user.type(location, 'N');
    expect(location).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Mandatory field')).toBeNull();
    await user.type(location, 'icosia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ location: 'Nicosia', complainTypeId: 3 }));
    refuse({ location: 'Unknown location.' });
    await waitFor(() => expect(location).toHaveAccessibleDescription('Unknown location.'));
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveValue('Nicosia');
  });

  test('problem log: a missing description goes as soon as one is typed; a refused problem type lands beside it', async () => {
    const user = userEvent.setup();
    const { submit, refuse } = pendingSave();
    renderForm((query) => (
      <ProblemLogForm
        {...recordProps}
        initial={{ stationId: 'station-1', elementId: 'element-1', problemTypeId: 3, priority: 'HIGH', description: '', status: 'OPEN' }}
        currentElement={ELEMENT}
        currentStation={STATION}
        problemTypes={LOOKUP}
        query={query}
        isNew={false}
        submit={submit}
      />
    ));
    const description = await screen.findByLabelText('Description (required)');
    // A saved record shows its station in the picker, read with the record, not from a list of every station.
    expect(screen.getByRole('combobox', { name: 'Station (required)' })).toHaveValue('ST1 · North pumping station');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description).toHaveAccessibleDescription('Mandatory field'));
    await user.type(description, 'Noise');
    expect(description).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ stationId: 'station-1', elementId: 'element-1', problemTypeId: 3, priority: 'HIGH', description: 'Noise' }));
    refuse({ problemTypeId: 'This problem type is no longer offered.' });
    const problemType = screen.getByLabelText('Problem type (required)');
    await waitFor(() => expect(problemType).toHaveAccessibleDescription('This problem type is no longer offered.'));
    expect(description).toHaveValue('Noise');
  });
});
