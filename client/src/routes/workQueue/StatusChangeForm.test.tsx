import { screen } from '@testing-library/react';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { StatusChangeFormTestQuery } from './__generated__/StatusChangeFormTestQuery.graphql';
import { StatusChangeForm } from './StatusChangeForm';

const testQuery = graphql`
  query StatusChangeFormTestQuery @relay_test_operation {
    node(id: "application") {
      ...StatusChangeForm_application @alias(as: "application")
    }
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<StatusChangeFormTestQuery> }) {
  const data = usePreloadedQuery<StatusChangeFormTestQuery>(testQuery, queryRef);
  return data.node?.application ? <StatusChangeForm application={data.node.application} /> : null;
}

function renderForm(status: string, allowedStatusChanges: string[]) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<StatusChangeFormTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { Node: () => ({ __typename: 'Application', id: 'A1', status, allowedStatusChanges }) }),
  );
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

const offered = () => [...screen.getByTestId('status-select').querySelectorAll('option')].map((option) => option.value).filter((value) => value !== '');

describe('StatusChangeForm', () => {
  beforeEach(() => setupI18n('en', ['workQueue', 'applications']));

  test('offers only the changes the utility accepts: Draft does not offer In Process', async () => {
    renderForm('DRAFT', ['NEW', 'CANCELLED']);
    await screen.findByTestId('status-select');
    expect(offered()).toEqual(['NEW', 'CANCELLED']);
    expect(screen.getByRole('option', { name: 'Cancelled' })).toBeInTheDocument();
  });

  test('says a Cancelled application allows no change instead of offering an empty choice', async () => {
    renderForm('CANCELLED', []);
    expect(await screen.findByTestId('status-final')).toHaveTextContent('No status change is allowed from Cancelled.');
    expect(screen.queryByTestId('status-select')).not.toBeInTheDocument();
    expect(screen.queryByTestId('status-submit')).not.toBeInTheDocument();
  });
});
