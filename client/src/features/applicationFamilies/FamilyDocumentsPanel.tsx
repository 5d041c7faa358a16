import { type ComponentProps, useEffect } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { AttachmentListPanel } from '../attachments/AttachmentListPanel';
import type { FamilyDocumentsPanelQuery } from './__generated__/FamilyDocumentsPanelQuery.graphql';
import { FamilyDocuments, useUploadedDocuments } from './FamilyDocuments';

const familyDocumentsPanelQuery = graphql`
  query FamilyDocumentsPanelQuery($portalApplicationId: Int!) {
    viewer {
      user {
        application(portalApplicationId: $portalApplicationId) {
          ...FamilyDocuments_application
          ...FamilyDocumentsUploaded_application
        }
      }
    }
  }
`;

type DocumentsProps = Omit<ComponentProps<typeof FamilyDocuments>, 'application'> & {
  /** Told the ids of the documents holding a file, at first and whenever they change (the wizard's rule of mandatory documents). */
  onUploaded?: ((ids: string[]) => void) | undefined;
};

function Documents({ queryRef, onUploaded, ...props }: DocumentsProps & { queryRef: PreloadedQuery<FamilyDocumentsPanelQuery> }) {
  const { viewer } = usePreloadedQuery<FamilyDocumentsPanelQuery>(familyDocumentsPanelQuery, queryRef);
  const application = viewer.user?.application ?? null;
  const uploaded = useUploadedDocuments(application, props.documents).join('\n');
  useEffect(() => onUploaded?.(uploaded === '' ? [] : uploaded.split('\n')), [onUploaded, uploaded]);
  return application ? <FamilyDocuments application={application} {...props} /> : null;
}

/**
 * The documents of a family application, read by a query of their own: the list of uploaded attachments is
 * a call of its own to the utility, and when it fails the documents say so (`002 §8`) while the rest of
 * the application, and every other step of its wizard, stays usable.
 */
export function FamilyDocumentsPanel({ portalApplicationId, ...props }: DocumentsProps & { portalApplicationId: number }) {
  return (
    <AttachmentListPanel<FamilyDocumentsPanelQuery> query={familyDocumentsPanelQuery} portalApplicationId={portalApplicationId}>
      {(queryRef) => <Documents queryRef={queryRef} {...props} />}
    </AttachmentListPanel>
  );
}
