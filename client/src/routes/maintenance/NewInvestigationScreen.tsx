import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { defineScreen } from '../../router/screenRoute';
import type { NewInvestigationScreenQuery } from './__generated__/NewInvestigationScreenQuery.graphql';
import { InvestigationForm } from './InvestigationForm';
import { investigationPath } from './search';
import { NewRecordScreen } from './RecordDetails';
import { withoutStation } from './useRecordSave';
import { useSaveInvestigationMutation } from './useSaveInvestigationMutation';

const newInvestigationScreenQuery = graphql`
  query NewInvestigationScreenQuery @preloadable {
    maintenanceLookups {
      complainTypes {
        lookupId
        name
      }
      stations {
        id
        code
        name
      }
    }
    ...ElementSelect_query
    organisation {
      name
    }
  }
`;

/** 002 §2 recording an investigation of a complaint; saved, its own screen opens. */
export function NewInvestigationScreen({ queryRef }: { queryRef: PreloadedQuery<NewInvestigationScreenQuery> }) {
  const data = usePreloadedQuery<NewInvestigationScreenQuery>(newInvestigationScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const [save] = useSaveInvestigationMutation();
  return (
    <NewRecordScreen backTo="/jobCards?tab=investigations" title={t('investigation.newTitle')} organisation={data.organisation.name}>
      <InvestigationForm
        initial={{ stationId: null, elementId: null, location: '', complainTypeId: null, findings: null, status: 'OPEN' }}
        stations={data.maintenanceLookups.stations}
        complainTypes={data.maintenanceLookups.complainTypes}
        query={data}
        isNew
        readOnly={false}
        submitLabel={t('investigation.create')}
        savedMessage={t('investigation.created')}
        submit={async (values) => {
          const payload = await save({ source: 'COMPLAINT', ...withoutStation(values) });
          if (payload.investigation) void navigate(investigationPath(payload.investigation.investigationId));
          return payload.userErrors;
        }}
      />
    </NewRecordScreen>
  );
}

export const newInvestigationScreen = defineScreen<NewInvestigationScreenQuery>({
  namespaces: ['maintenance'],
  Screen: NewInvestigationScreen,
});
