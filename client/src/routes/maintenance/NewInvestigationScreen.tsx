import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { defineScreen } from '../../router/screenRoute';
import type { NewInvestigationScreenQuery } from './__generated__/NewInvestigationScreenQuery.graphql';
import { InvestigationForm } from './InvestigationForm';
import { investigationPath } from './search';
import { NewRecordScreen } from './RecordDetails';
import { withoutStation } from './useRecordSave';
import { INVESTIGATION_FIELDS } from './InvestigationForm';
import { useSaveInvestigationMutation } from './useSaveInvestigationMutation';

const newInvestigationScreenQuery = graphql`
  query NewInvestigationScreenQuery @preloadable {
    maintenanceLookups {
      # eslint-disable-next-line relay/unused-fields -- InvestigationForm.tsx offers them
      complainTypes {
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

/** 002 §2 recording an investigation of a complaint; saved, its own screen opens. */
function NewInvestigationScreen({ queryRef }: { queryRef: PreloadedQuery<NewInvestigationScreenQuery> }) {
  const data = usePreloadedQuery<NewInvestigationScreenQuery>(newInvestigationScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const { run: save } = useSaveInvestigationMutation({ fields: INVESTIGATION_FIELDS, failed: () => t('errors.saveFailed') });
  return (
    <NewRecordScreen backTo="/jobCards?tab=investigations" title={t('investigation.newTitle')} organisation={data.organisation.name}>
      <InvestigationForm
        initial={{ stationId: null, elementId: null, location: '', complainTypeId: null, findings: null, status: 'OPEN' }}
        complainTypes={data.maintenanceLookups.complainTypes}
        query={data}
        isNew
        readOnly={false}
        submitLabel={t('investigation.create')}
        savedMessage={t('investigation.created')}
        submit={async (values) => {
          const outcome = await save({ input: { source: 'COMPLAINT', ...withoutStation(values) } });
          const created = outcome.status === 'failed' ? null : outcome.payload.investigation;
          if (created) void navigate(investigationPath(created.investigationId));
          return outcome;
        }}
      />
    </NewRecordScreen>
  );
}

export const newInvestigationScreen = defineScreen<NewInvestigationScreenQuery>({
  namespaces: ['maintenance'],
  Screen: NewInvestigationScreen,
});
