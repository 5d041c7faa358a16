import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { defineScreen } from '../../router/screenRoute';
import type { NewProblemLogScreenQuery } from './__generated__/NewProblemLogScreenQuery.graphql';
import { ProblemLogForm } from './ProblemLogForm';
import { problemLogPath } from './search';
import { NewRecordScreen } from './RecordDetails';
import { withoutStation } from './useRecordSave';
import { PROBLEM_LOG_FIELDS } from './ProblemLogForm';
import { useSaveProblemLogMutation } from './useSaveProblemLogMutation';

const newProblemLogScreenQuery = graphql`
  query NewProblemLogScreenQuery @preloadable {
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

/** 002 §2 logging a problem found on an element; saved, its own screen opens. */
function NewProblemLogScreen({ queryRef }: { queryRef: PreloadedQuery<NewProblemLogScreenQuery> }) {
  const data = usePreloadedQuery<NewProblemLogScreenQuery>(newProblemLogScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const { run: save } = useSaveProblemLogMutation({ fields: PROBLEM_LOG_FIELDS, failed: () => t('errors.saveFailed') });
  return (
    <NewRecordScreen backTo="/jobCards?tab=problemLogs" title={t('problemLog.newTitle')} organisation={data.organisation.name}>
      <ProblemLogForm
        initial={{ stationId: null, elementId: null, problemTypeId: null, priority: 'MEDIUM', description: '', status: 'OPEN' }}
        problemTypes={data.maintenanceLookups.problemTypes}
        query={data}
        isNew
        readOnly={false}
        submitLabel={t('problemLog.create')}
        savedMessage={t('problemLog.created')}
        submit={async (values) => {
          const outcome = await save({ input: withoutStation(values) });
          const created = outcome.status === 'failed' ? null : outcome.payload.problemLog;
          if (created) void navigate(problemLogPath(created.problemLogId));
          return outcome;
        }}
      />
    </NewRecordScreen>
  );
}

export const newProblemLogScreen = defineScreen<NewProblemLogScreenQuery>({
  namespaces: ['maintenance'],
  Screen: NewProblemLogScreen,
});
