import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { FamilyApplicationRecord } from '../FamilyApplicationRecord';
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
          fee {
            ...FeePanel_fee
          }
          issuedDocument {
            ...IssuedDocumentPanel_document
          }
        }
        ...FamilyApplicationRecord_application
      }
    `,
    props.application,
  );
  const details = application.familyDetails;
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
      {details.fee ? <FeePanel fee={details.fee} portalApplicationId={application.portalApplicationId} /> : null}
      {details.issuedDocument ? <IssuedDocumentPanel document={details.issuedDocument} /> : null}
      <FamilyApplicationRecord application={application} />
    </div>
  );
}
