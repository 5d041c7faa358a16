import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { Section } from '../../../components/Section';
import { FamilyApplicationValues } from '../FamilyApplicationValues';
import { FamilyDocuments } from '../FamilyDocuments';
import { StageHistory } from '../StageHistory';
import { useTranslation } from '../../../i18n/useTranslation';
import type { FamilyApplicationDetail_application$key } from './__generated__/FamilyApplicationDetail_application.graphql';
import { FeePanel } from './FeePanel';
import { IssuedDocumentPanel } from './IssuedDocumentPanel';

/** The applicant's view of a family application past its draft: stage, fee, issued document, values, documents, history. */
export function FamilyApplicationDetail(props: { application: FamilyApplicationDetail_application$key; onEdit: (() => void) | undefined }) {
  const { t } = useTranslation('applicationFamilies');
  const application = useFragment(
    graphql`
      fragment FamilyApplicationDetail_application on Application {
        portalApplicationId
        familyDetails {
          stage
          family {
            documents {
              # Aliased: a document id is unique in its family only (client/src/features/applicationFamilies/familyDefinition.ts).
              documentId: id
              label
              hint
              mandatory
            }
          }
          fee {
            ...FeePanel_fee
          }
          issuedDocument {
            ...IssuedDocumentPanel_document
          }
          ...FamilyApplicationValues_details
          ...StageHistory_details
        }
        ...FamilyDocuments_application
      }
    `,
    props.application,
  );
  const details = application.familyDetails;
  const documents = useMemo(() => (details?.family.documents ?? []).map((document) => ({ id: document.documentId, label: document.label, hint: document.hint ?? undefined, mandatory: document.mandatory })), [details]);
  if (!details) return null;
  return (
    <div className="flex flex-col gap-6" data-testid="family-detail">
      {props.onEdit ? (
        <div className="flex flex-col gap-2 rounded-md border-s-4 border-amber-600 bg-amber-50 p-4">
          <p className="text-amber-950">{t('detail.changesRequested')}</p>
          <Button className="self-start" onClick={props.onEdit} data-testid="edit-resubmit">
            {t('detail.editResubmit')}
          </Button>
        </div>
      ) : null}
      {details.fee ? <FeePanel fee={details.fee} stage={details.stage} portalApplicationId={application.portalApplicationId} /> : null}
      {details.issuedDocument ? <IssuedDocumentPanel document={details.issuedDocument} /> : null}
      <Section title={t('detail.values')} testId="family-values-section">
        <FamilyApplicationValues details={details} />
      </Section>
      {documents.length > 0 ? (
        <Section title={t('wizard.documents')}>
          <FamilyDocuments application={application} documents={documents} editable={false} />
        </Section>
      ) : null}
      <StageHistory details={details} />
    </div>
  );
}
