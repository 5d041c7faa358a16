import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import { toFamilyDefinition } from './familyDefinition';
import type { FamilyApplicationView_application$key } from './__generated__/FamilyApplicationView_application.graphql';
import { FamilyApplicationDetail } from './detail/FamilyApplicationDetail';
import { FamilyWizard } from './wizard/FamilyWizard';

/**
 * /app/{type}/{id} of a family application: a draft opens the wizard where it was left; sent back for
 * changes, the detail with its history first and "Edit and resubmit"; otherwise the detail.
 */
export function FamilyApplicationView(props: { application: FamilyApplicationView_application$key }) {
  const application = useFragment(
    graphql`
      fragment FamilyApplicationView_application on Application {
        familyDetails {
          stage
          editable
          family {
            ...familyDefinition_family
          }
        }
        ...FamilyWizard_application
        ...FamilyApplicationDetail_application
      }
    `,
    props.application,
  );
  const details = application.familyDetails;
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const family = useMemo(() => (details ? toFamilyDefinition(details.family) : null), [details]);
  if (!details || !family) return null;
  const step = (location.state as { familyStep?: string } | null)?.familyStep;
  if (details.editable && (details.stage === 'SAVED' || editing)) {
    return <FamilyWizard family={family} initialStep={step} application={application} />;
  }
  return <FamilyApplicationDetail application={application} onEdit={details.editable ? () => setEditing(true) : undefined} />;
}
