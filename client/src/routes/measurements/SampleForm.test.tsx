import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { SampleFormTestQuery } from './__generated__/SampleFormTestQuery.graphql';
import { SampleForm } from './SampleForm';

const testQuery = graphql`
  query SampleFormTestQuery @relay_test_operation {
    node(id: "sample-1") {
      ...SampleForm_sample @alias(as: "sample")
    }
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<SampleFormTestQuery> }) {
  const data = usePreloadedQuery<SampleFormTestQuery>(testQuery, queryRef);
  return data.node?.sample ? <SampleForm sample={data.node.sample} /> : null;
}

const SAMPLE = { __typename: 'Sample', id: 'sample-1', sampleNumber: 'SMP-7', takenAt: '2026-11-02T08:00:00Z', takenBy: 'Nikos', updatedAt: '2026-11-02T08:00:00Z', status: 'SENT_TO_LAB', appearance: null, odour: null, taste: null, colour: null, overallResult: null, labReference: null, remarks: null, samplingPoint: { samplingPointId: 3, name: 'Tap 3', element: { code: 'RES-1', name: 'North reservoir' } } };

function renderForm() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<SampleFormTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { Query: () => ({ node: SAMPLE }) }),
  );
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

describe('SampleForm (002 §2) on the portal form', () => {
  beforeEach(() => setupI18n('en', ['measurements']));

  test('a missing overall result loses its error as soon as one is chosen', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    await user.selectOptions(await screen.findByLabelText('Status'), 'RESULTS_ENTERED');
    await user.click(screen.getByRole('button', { name: 'Save sample' }));
    const result = screen.getByLabelText('Overall result');
    expect(result).toHaveAccessibleDescription('Choose the overall result before marking the results as entered.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.selectOptions(result, 'PASS');
    expect(result).not.toHaveAttribute('aria-invalid');
  });

  test('shows the current point and saves another one found by typing, without listing every point', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    const point = await screen.findByRole('combobox', { name: 'Sampling point' });
    expect(point).toHaveValue('RES-1 · Tap 3 (North reservoir)');
    await user.clear(point);
    await user.type(point, 'pump');
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ text: 'pump', first: 20 }));
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Query: () => ({ samplingPoints: [{ samplingPointId: 9, name: 'Outlet', element: { code: 'PS-2', name: 'Pump station' } }] }) }),
    );
    await user.click(await screen.findByRole('option', { name: 'PS-2 · Outlet (Pump station)' }));
    expect(point).toHaveValue('PS-2 · Outlet (Pump station)');
    await user.click(screen.getByRole('button', { name: 'Save sample' }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ samplingPointId: 9 }));
  });

  test("the server's refusal of the lab reference shows beside it and keeps every value", async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    await user.type(await screen.findByLabelText('Lab reference'), 'LAB-7');
    await user.selectOptions(screen.getByLabelText('Overall result'), 'FAIL');
    await user.click(screen.getByRole('button', { name: 'Save sample' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ sampleId: 'sample-1', samplingPointId: 3, labReference: 'LAB-7', overallResult: 'FAIL' });
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { SaveSamplePayload: () => ({ sample: null, userErrors: [{ field: 'labReference', code: 'INVALID_INPUT', message: 'Another sample has this lab reference.' }] }) }),
    );
    const lab = screen.getByLabelText('Lab reference');
    await waitFor(() => expect(lab).toHaveAccessibleDescription('Another sample has this lab reference.'));
    expect(lab).toHaveValue('LAB-7');
    expect(screen.getByLabelText('Overall result')).toHaveValue('FAIL');
  });
});
