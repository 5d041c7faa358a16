import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { defineScreen } from '../../router/screenRoute';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import type { ProblemLogScreen_problemLog$key } from './__generated__/ProblemLogScreen_problemLog.graphql';
import type { ProblemLogScreenQuery } from './__generated__/ProblemLogScreenQuery.graphql';
import { ProblemLogForm } from './ProblemLogForm';
import { RaiseJobCardButton } from './RaiseJobCardButton';
import { RecordDetails, RecordScreen, recordPlace, recordStation, recordStatus } from './RecordDetails';
import { PROBLEM_LOG_FIELDS } from './ProblemLogForm';
import { useSaveProblemLogMutation } from './useSaveProblemLogMutation';
import { withoutStation } from './useRecordSave';

const problemLogScreenQuery = graphql`
  query ProblemLogScreenQuery($problemLogId: Int!) @preloadable {
    problemLog(problemLogId: $problemLogId) {
      ...ProblemLogScreen_problemLog
    }
    maintenanceLookups {
      # eslint-disable-next-line relay/unused-fields -- ProblemLogForm.tsx offers them
      problemTypes {
        lookupId
        name
      }
    }
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the forms pass it on to ElementSelect.tsx through StationElementFields.tsx
    ...ElementSelect_query
    organisation {
      name
    }
  }
`;

type Lookups = ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;

interface DetailsProps {
  problemLog: ProblemLogScreen_problemLog$key;
  problemTypes: Lookups;
  query: ElementSelect_query$key;
  organisation: string;
}

function ProblemLogDetails(props: DetailsProps) {
  const { t } = useTranslation('maintenance');
  const { run: save } = useSaveProblemLogMutation({ fields: PROBLEM_LOG_FIELDS, failed: () => t('errors.saveFailed') });
  const item = useFragment(
    graphql`
      fragment ProblemLogScreen_problemLog on ProblemLog {
        id
        number
        description
        priority
        status
        reportedOn
        reportedByName
        # eslint-disable-next-line relay/unused-fields -- the form and RecordDetails.tsx show the element and its station
        element {
          id
          code
          name
          station {
            id
            code
            name
          }
        }
        problemType {
          lookupId
        }
        # eslint-disable-next-line relay/unused-fields -- RecordDetails.tsx lists the job cards
        jobCards(first: 50) {
          edges {
            node {
              id
              jobCardId
              number
              step
            }
          }
        }
      }
    `,
    props.problemLog,
  );
  const element = item.element;
  return (
    <RecordDetails
      title={t('problemLog.title', { number: item.number })}
      organisation={props.organisation}
      status={item.status}
      element={element}
      reportedOn={item.reportedOn}
      reportedBy={item.reportedByName}
      jobCards={item.jobCards}
    >
      <ProblemLogForm
        key={item.status}
        initial={{
          ...recordPlace(element),
          problemTypeId: item.problemType.lookupId,
          priority: item.priority === '%future added value' ? 'MEDIUM' : item.priority,
          description: item.description,
          status: recordStatus(item.status),
        }}
        currentElement={element}
        currentStation={recordStation(element)}
        problemTypes={props.problemTypes}
        query={props.query}
        isNew={false}
        readOnly={item.status === 'CLOSED'}
        submitLabel={t('form.save')}
        savedMessage={t('problemLog.saved')}
        submit={(values) => save({ input: { problemLogId: item.id, ...withoutStation(values) } })}
        actions={(saving) => <RaiseJobCardButton originId={item.id} disabled={saving} />}
      />
    </RecordDetails>
  );
}

/** 002 §2 problem log: a problem found on an element, and the job cards raised from it. */
function ProblemLogScreen({ queryRef }: { queryRef: PreloadedQuery<ProblemLogScreenQuery> }) {
  const data = usePreloadedQuery<ProblemLogScreenQuery>(problemLogScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  return (
    <RecordScreen backTo="/jobCards?tab=problemLogs" notFound={t('problemLog.notFound')}>
      {data.problemLog ? (
        <ProblemLogDetails
          problemLog={data.problemLog}
          problemTypes={data.maintenanceLookups.problemTypes}
          query={data}
          organisation={data.organisation.name}
        />
      ) : null}
    </RecordScreen>
  );
}

export const problemLogScreen = defineScreen<ProblemLogScreenQuery>({
  namespaces: ['maintenance'],
  Screen: ProblemLogScreen,
});
