import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Section } from '../../components/Section';
import { useTranslation } from '../../i18n/useTranslation';
import type { FamilyApplicationRecord_application$key } from './__generated__/FamilyApplicationRecord_application.graphql';
import { FamilyApplicationValues } from './FamilyApplicationValues';
import { FamilyDocumentsPanel } from './FamilyDocumentsPanel';
import { PlotDecisions } from './plots/PlotDecisions';
import { StageHistory } from './StageHistory';

/** What the applicant and the employee both read of a family application: its values by step, its documents (downloads) and its history. */
export function FamilyApplicationRecord(props: { application: FamilyApplicationRecord_application$key }) {
  const { t } = useTranslation('applicationFamilies');
  const application = useFragment(
    graphql`
      fragment FamilyApplicationRecord_application on Application {
        familyDetails {
          family {
            documents {
              # key, not id: a document id is unique in its family only (./familyDefinition.ts).
              key
              label
              hint
              mandatory
            }
          }
          ...FamilyApplicationValues_details
          ...StageHistory_details
        }
        portalApplicationId
        ...PlotDecisions_application
      }
    `,
    props.application,
  );
  const details = application.familyDetails;
  const documents = useMemo(
    () => (details?.family.documents ?? []).map((document) => ({ id: document.key, label: document.label, hint: document.hint ?? undefined, mandatory: document.mandatory })),
    [details],
  );
  if (!details) return null;
  return (
    <>
      <PlotDecisions application={application} />
      <Section title={t('detail.values')} testId="family-values-section">
        <FamilyApplicationValues details={details} />
      </Section>
      {documents.length > 0 ? (
        <Section title={t('wizard.documents')}>
          <FamilyDocumentsPanel portalApplicationId={application.portalApplicationId} documents={documents} editable={false} />
        </Section>
      ) : null}
      <StageHistory details={details} />
    </>
  );
}
