import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ApplicationAttachmentsPanelQuery } from './__generated__/ApplicationAttachmentsPanelQuery.graphql';
import { ApplicationAttachmentList } from './ApplicationAttachmentList';
import { AttachmentListPanel } from './AttachmentListPanel';

const applicationAttachmentsPanelQuery = graphql`
  query ApplicationAttachmentsPanelQuery($portalApplicationId: Int!) {
    viewer {
      user {
        application(portalApplicationId: $portalApplicationId) {
          ...ApplicationAttachmentList_application
        }
      }
    }
  }
`;

function Attachments({ queryRef }: { queryRef: PreloadedQuery<ApplicationAttachmentsPanelQuery> }) {
  const { viewer } = usePreloadedQuery<ApplicationAttachmentsPanelQuery>(applicationAttachmentsPanelQuery, queryRef);
  const application = viewer.user?.application;
  return application ? <ApplicationAttachmentList application={application} /> : null;
}

/**
 * An application's attachments list read apart from the application: a failed read of the list shows
 * `002 §8` "Error Getting Uploaded Attachments List" in its place, not an error for the whole screen.
 */
export function ApplicationAttachmentsPanel({ portalApplicationId }: { portalApplicationId: number }) {
  return (
    <AttachmentListPanel<ApplicationAttachmentsPanelQuery> query={applicationAttachmentsPanelQuery} portalApplicationId={portalApplicationId}>
      {(queryRef) => <Attachments queryRef={queryRef} />}
    </AttachmentListPanel>
  );
}
