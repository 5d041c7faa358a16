import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { NetworkError } from '../../relay/errors';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { AttachmentEntryTestQuery } from './__generated__/AttachmentEntryTestQuery.graphql';
import { AttachmentEntry } from './AttachmentEntry';

const testQuery = graphql`
  query AttachmentEntryTestQuery @relay_test_operation {
    node(id: "slot") {
      ...AttachmentEntry_attachment @alias(as: "slot")
    }
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<AttachmentEntryTestQuery> }) {
  const data = usePreloadedQuery<AttachmentEntryTestQuery>(testQuery, queryRef);
  return data.node?.slot ? <ul><AttachmentEntry attachment={data.node.slot} /></ul> : null;
}

function renderEntry() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<AttachmentEntryTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Node: () => ({ __typename: 'ApplicationAttachment', id: 'slot-1', name: 'sitePlan', fileName: null, isMandatory: true, downloadUrl: null, application: null }),
    }),
  );
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

const plan = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'site-plan.pdf', { type: 'application/pdf' });

describe('AttachmentEntry: the two upload failures of 002 §8', () => {
  beforeEach(() => setupI18n('en', ['attachments']));

  async function upload() {
    const user = userEvent.setup();
    const rendered = renderEntry();
    await screen.findByText('sitePlan');
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, plan());
    return rendered;
  }

  test('a transfer that fails is an Attachments Upload Error', async () => {
    const { environment } = await upload();
    act(() => environment.mock.rejectMostRecentOperation(new NetworkError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toBe('Attachments Upload Error');
  });

  test('an entry that will not store the file cannot save attachments, and says why', async () => {
    const { environment } = await upload();
    const refusal = { field: 'file', code: 'REJECTED', message: 'The documents of this application can no longer be changed' };
    act(() => environment.mock.resolveMostRecentOperation({ data: { replaceApplicationAttachment: { attachment: null, userErrors: [refusal] } } }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot save attachments: The documents of this application can no longer be changed');
  });

  test('a file the rules refuse keeps its own words', async () => {
    const { environment } = await upload();
    const tooBig = { field: 'file', code: 'FILE_TOO_BIG', message: 'Attachment too big (max 4 MB)' };
    act(() => environment.mock.resolveMostRecentOperation({ data: { replaceApplicationAttachment: { attachment: null, userErrors: [tooBig] } } }));
    expect((await screen.findByRole('alert')).textContent).toBe('Attachment too big (max 4 MB)');
  });
});
