import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FamilyApplicationValues_details$key } from './__generated__/FamilyApplicationValues_details.graphql';
import { toFamilyDefinition } from './familyDefinition';
import { ReviewValues } from './ReviewValues';

/** The saved values of a family application read-only by step (the applicant's detail, the employee's review). */
export function FamilyApplicationValues(props: { details: FamilyApplicationValues_details$key }) {
  const details = useFragment(
    graphql`
      fragment FamilyApplicationValues_details on FamilyApplicationDetails {
        family {
          ...familyDefinition_family
        }
        values {
          path
          value
        }
      }
    `,
    props.details,
  );
  const family = useMemo(() => toFamilyDefinition(details.family), [details.family]);
  const values = useMemo(() => Object.fromEntries(details.values.map(({ path, value }) => [path, value])), [details.values]);
  return <ReviewValues family={family} values={values} headingLevel={3} />;
}
