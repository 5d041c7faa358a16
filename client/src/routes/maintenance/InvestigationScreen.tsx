import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { defineScreen } from '../../router/screenRoute';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import type { InvestigationScreen_investigation$key } from './__generated__/InvestigationScreen_investigation.graphql';
import type { InvestigationScreenQuery } from './__generated__/InvestigationScreenQuery.graphql';
import { InvestigationForm } from './InvestigationForm';
import { RaiseJobCardButton } from './RaiseJobCardButton';
import { RecordDetails, RecordScreen, recordPlace, recordStation, recordStatus } from './RecordDetails';
import { withoutStation } from './useRecordSave';
import { INVESTIGATION_FIELDS } from './InvestigationForm';
import { useSaveInvestigationMutation } from './useSaveInvestigationMutation';

const investigationScreenQuery = graphql`
  query InvestigationScreenQuery($investigationId: Int!) @preloadable {
    investigation(investigationId: $investigationId) {
      ...InvestigationScreen_investigation
    }
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

type Lookups = ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;

interface DetailsProps {
  investigation: InvestigationScreen_investigation$key;
  complainTypes: Lookups;
  query: ElementSelect_query$key;
  organisation: string;
}

function InvestigationDetails(props: DetailsProps) {
  const { t } = useTranslation('maintenance');
  const { run: save } = useSaveInvestigationMutation({ fields: INVESTIGATION_FIELDS, failed: () => t('errors.saveFailed') });
  const item = useFragment(
    graphql`
      fragment InvestigationScreen_investigation on Investigation {
        id
        number
        source
        portalApplicationId
        location
        findings
        status
        reportedOn
        createdByName
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
        complainType {
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
    props.investigation,
  );
  const element = item.element;
  const origin = (
    <>
      <span>{t(`source.${item.source}`)}</span>
      {item.portalApplicationId ? (
        <Link to={`/omApplication/${item.portalApplicationId}`} className={`text-brand-main underline ${focusRing}`}>
          {t('origin.APPLICATION')} <bdi dir="ltr">#{item.portalApplicationId}</bdi>
        </Link>
      ) : null}
    </>
  );
  return (
    <RecordDetails
      title={t('investigation.title', { number: item.number })}
      organisation={props.organisation}
      status={item.status}
      origin={origin}
      element={element}
      reportedOn={item.reportedOn}
      reportedBy={item.createdByName}
      jobCards={item.jobCards}
    >
      <InvestigationForm
        key={item.status}
        initial={{
          ...recordPlace(element),
          location: item.location,
          complainTypeId: item.complainType.lookupId,
          findings: item.findings ?? null,
          status: recordStatus(item.status),
        }}
        currentElement={element}
        currentStation={recordStation(element)}
        complainTypes={props.complainTypes}
        query={props.query}
        isNew={false}
        readOnly={item.status === 'CLOSED'}
        submitLabel={t('form.save')}
        savedMessage={t('investigation.saved')}
        // The source stays; the gateway keeps the application of an application's investigation.
        submit={(values) => save({ input: { investigationId: item.id, source: item.source, ...withoutStation(values) } })}
        actions={(saving) => <RaiseJobCardButton originId={item.id} disabled={saving} />}
      />
    </RecordDetails>
  );
}

/** 002 §2 investigation: findings of a complaint or maintenance application, and the job cards raised from it. */
function InvestigationScreen({ queryRef }: { queryRef: PreloadedQuery<InvestigationScreenQuery> }) {
  const data = usePreloadedQuery<InvestigationScreenQuery>(investigationScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  return (
    <RecordScreen backTo="/jobCards?tab=investigations" notFound={t('investigation.notFound')}>
      {data.investigation ? (
        <InvestigationDetails
          investigation={data.investigation}
          complainTypes={data.maintenanceLookups.complainTypes}
          query={data}
          organisation={data.organisation.name}
        />
      ) : null}
    </RecordScreen>
  );
}

export const investigationScreen = defineScreen<InvestigationScreenQuery>({
  namespaces: ['maintenance'],
  Screen: InvestigationScreen,
});
