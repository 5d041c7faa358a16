import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, test } from 'vitest';
import { notifications } from '../../../notifications/notificationStore';
import { UpstreamUnavailableError } from '../../../relay/errors';
import { renderWithProviders, setupI18n } from '../../../test/renderWithProviders';
import { TEST_FAMILY } from '../testFamily';
import type { FamilyWizardDocumentsErrorTestQuery } from './__generated__/FamilyWizardDocumentsErrorTestQuery.graphql';
import { FamilyWizard } from './FamilyWizard';

const testQuery = graphql`
  query FamilyWizardDocumentsErrorTestQuery @relay_test_operation {
    node(id: "draft") {
      ...FamilyWizard_application @alias(as: "draft")
    }
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<FamilyWizardDocumentsErrorTestQuery> }) {
  const data = usePreloadedQuery<FamilyWizardDocumentsErrorTestQuery>(testQuery, queryRef);
  return data.node?.draft ? <FamilyWizard family={TEST_FAMILY} application={data.node.draft} /> : null;
}

/** The wizard of a saved draft; the documents step reads the draft's attachments with a query of its own. */
async function renderDraft() {
  await setupI18n('en', ['applicationFamilies', 'attachments']);
  const environment = createMockEnvironment();
  const queryRef = loadQuery<FamilyWizardDocumentsErrorTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { Node: () => ({ __typename: 'Application', id: 'draft', portalApplicationId: 42, familyDetails: { values: [] } }) }),
  );
  renderWithProviders(<Harness queryRef={queryRef} />, { environment });
  return environment;
}

const documentsQuery = (environment: ReturnType<typeof createMockEnvironment>) =>
  environment.mock.findOperation((operation) => operation.request.node.params.name === 'FamilyDocumentsPanelQuery');
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const visibleButton = (name: string) => screen.getAllByRole('button', { name }).find((button) => !button.closest('[hidden]'))!;
const currentStep = () => document.querySelector('[aria-current="step"]')?.getAttribute('data-testid');

describe('FamilyWizard: the list of uploaded attachments fails (002 §8)', () => {
  test('the documents step says so in place of the list, the other steps and Save draft work, and a retry brings the documents back', async () => {
    const environment = await renderDraft();
    await waitFor(() => expect(documentsQuery(environment).request.variables).toEqual({ portalApplicationId: 42 }));
    act(() => environment.mock.reject(documentsQuery(environment), new UpstreamUnavailableError('GetApplicationAttachments failed')));

    const documents = screen.getByTestId('step-documents');
    expect((await within(documents).findByRole('alert', { hidden: true })).textContent).toContain('Error Getting Uploaded Attachments List');
    expect(within(documents).queryByTestId('family-documents')).toBeNull();

    // The steps before work as ever, and so does Save draft.
    fireEvent.change(input('field-siteName'), { target: { value: 'North' } });
    fireEvent.change(input('field-district'), { target: { value: 'NIC' } });
    await act(async () => fireEvent.click(visibleButton('Next')));
    await waitFor(() => expect(currentStep()).toBe('step-people'));
    fireEvent.change(input('field-applicants.0.fullName'), { target: { value: 'Maria' } });
    await act(async () => fireEvent.click(visibleButton('Next')));
    await waitFor(() => expect(currentStep()).toBe('step-documents'));
    await act(async () => fireEvent.click(visibleButton('Save draft')));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.node.params.name).toBe('useFamilyApplicationMutationsSaveMutation');
    act(() =>
      environment.mock.resolve(
        save,
        MockPayloadGenerator.generate(save, { FamilyApplicationPayload: () => ({ userErrors: [] }), Application: () => ({ id: 'draft', portalApplicationId: 42, familyDetails: { values: [] } }) }),
      ),
    );
    await waitFor(() => expect(notifications.list().map((item) => item.message)).toContain('Draft saved.'));

    // Try again reads the list anew; its slots come back, with the file the draft holds.
    await act(async () => fireEvent.click(within(documents).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(documentsQuery(environment)).toBeTruthy());
    act(() =>
      environment.mock.resolve(
        documentsQuery(environment),
        MockPayloadGenerator.generate(documentsQuery(environment), {
          ApplicationAttachment: () => ({ id: 'slot-plan', name: 'plan', fileName: 'plan.pdf', isMandatory: true, downloadUrl: '/files/plan' }),
        }),
      ),
    );
    expect(await within(documents).findByTestId('family-documents')).toBeTruthy();
    expect(within(documents).queryByRole('alert', { hidden: true })).toBeNull();
    expect(within(documents).getByRole('link', { name: 'Download plan.pdf', hidden: true })).toBeTruthy();
    expect(within(documents).getByRole('button', { name: 'Replace', hidden: true })).toBeTruthy();
    // The mandatory document now holds its file: the documents step lets the applicant on to the review
    // (once the list's effects are through, which tell the wizard what is uploaded).
    await act(async () => {});
    await act(async () => fireEvent.click(visibleButton('Next')));
    expect(within(documents).queryByTestId('document-error-plan')).toBeNull();
    await waitFor(() => expect(currentStep()).toBe('step-review'));
  });
});
