import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FamilyDefinition } from '../../../../../shared/applicationForms/definition';
import { renderWithProviders, setupI18n } from '../../../test/renderWithProviders';
import { FamilyWizard } from '../wizard/FamilyWizard';

// The plots and the point of shared/applicationForms/plots.ts in the wizard: the cadastre's answer previewed or
// explained, and the point judged against the plots' areas as it is placed (the boundary belongs to the plot).

const FAMILY: FamilyDefinition = {
  code: 'drillingTest',
  applicationType: 41,
  name: 'Drilling',
  summary: '',
  visitorAllowed: false,
  steps: [
    {
      id: 'site',
      title: 'Site',
      fields: [{ id: 'point', kind: 'mapPoint', label: 'Drilling point', required: true, insidePlotsOf: 'plots.plot' }],
      groups: [{ id: 'plots', label: 'Plots', itemLabel: 'Plot', minItems: 1, maxItems: 2, fields: [{ id: 'plot', kind: 'plot', label: 'Plot', required: true, lookup: 'municipalities', parentLookup: 'districts' }] }],
    },
  ],
  rules: [],
  documents: [],
  lookups: [
    { id: 'districts', options: [{ value: 'nicosia', label: 'Nicosia' }] },
    { id: 'municipalities', options: [{ value: 'strovolos', label: 'Strovolos', parent: 'nicosia' }] },
  ],
  fee: null,
  issues: { kind: 'permit', title: 'Permit', validityMonths: 12 },
};

/** A square plot with a square hole. */
const HOLED = { type: 'Polygon', coordinates: [[[33.3, 35.1], [33.301, 35.1], [33.301, 35.101], [33.3, 35.101], [33.3, 35.1]], [[33.3004, 35.1004], [33.3006, 35.1004], [33.3006, 35.1006], [33.3004, 35.1006], [33.3004, 35.1004]]] };

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const change = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

async function typePlot(plotNumber: string) {
  change('field-plots.0.plot.district', 'nicosia');
  change('field-plots.0.plot.municipality', 'strovolos');
  change('field-plots.0.plot.sheet', '21');
  change('field-plots.0.plot.plan', '40');
  change('field-plots.0.plot.plotNumber', plotNumber);
}

describe('plots and the point on the map in the wizard', () => {
  test('a plot the cadastre cannot draw says why; a point is judged against the plots\' areas as it is placed', async () => {
    await setupI18n('en', ['applicationFamilies', 'attachments']);
    const { environment } = renderWithProviders(<FamilyWizard family={FAMILY} application={null} />);
    await typePlot('998');
    await act(async () => environment.mock.resolveMostRecentOperation({ data: { cadastralPlot: { geoJson: null, areaSquareMetres: null, problem: 'UNSUPPORTED_GEOMETRY' } } }));
    expect(screen.getByTestId('plot-problem-plots.0.plot').textContent).toBe('Cannot preview plot area: Not supported geometry type');

    change('field-plots.0.plot.plotNumber', '124');
    await act(async () => environment.mock.resolveMostRecentOperation({ data: { cadastralPlot: { geoJson: JSON.stringify(HOLED), areaSquareMetres: 9_800, problem: null } } }));
    await waitFor(() => expect(screen.getByTestId('plot-preview-plots.0.plot')).toBeTruthy());
    expect(screen.getByTestId('plot-preview-plots.0.plot').textContent).toContain('Area: 9,800 m²');

    change('field-point', '35.1005,33.3005');
    expect(screen.getByTestId('point-outside-point').textContent).toBe('Point outside plot area');
    change('field-point', '35.1005,33.3004');
    expect(screen.queryByTestId('point-outside-point')).toBeNull();
    change('field-point', '35.1005,33.302');
    expect(screen.getByTestId('point-outside-point').textContent).toBe('Point outside plot area');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Next' })[0]!));
    await waitFor(() => expect(input('field-point').getAttribute('aria-invalid')).toBe('true'));
    change('field-point', '35.1,33.3002');
    expect(screen.queryByTestId('point-outside-point')).toBeNull();
  });
});
