import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import type { InvestigationScreen_investigation$key } from './__generated__/InvestigationScreen_investigation.graphql';
import type { InvestigationScreenQuery } from './__generated__/InvestigationScreenQuery.graphql';
import { InvestigationForm } from './InvestigationForm';
import { RaiseJobCardButton } from './RaiseJobCardButton';
import { RaisedJobCards } from './RaisedJobCards';
import type { Station } from './StationElementFields';
import { StepBadge } from './StepBadge';
import { withoutStation } from './useRecordSave';
import { useSaveInvestigationMutation } from './useSaveInvestigationMutation';

const investigationScreenQuery = graphql`
  query InvestigationScreenQuery($investigationId: Int!) {
    investigation(investigationId: $investigationId) {
      ...InvestigationScreen_investigation
    }
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

type Lookups = ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;

interface DetailsProps {
  investigation: InvestigationScreen_investigation$key;
  complainTypes: Lookups;
  stations: ReadonlyArray<Station>;
  query: ElementSelect_query$key;
  organisation: string;
}

function InvestigationDetails(props: DetailsProps) {
  const { t } = useTranslation('maintenance');
  const [save] = useSaveInvestigationMutation();
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
        element {
          id
          code
          name
          station {
            id
          }
        }
        complainType {
          lookupId
        }
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
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle suffix={props.organisation}>{t('investigation.title', { number: item.number })}</PageTitle>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <StepBadge value={item.status} kind="status" />
          <span>{t(`source.${item.source}`)}</span>
          {item.portalApplicationId ? (
            <Link to={`/omApplication/${item.portalApplicationId}`} className={`text-brand-main underline ${focusRing}`}>
              {t('origin.APPLICATION')} <bdi dir="ltr">#{item.portalApplicationId}</bdi>
            </Link>
          ) : null}
          {element ? <span dir="auto">{`${element.code} · ${element.name}`}</span> : null}
          <span>
            {t('fields.reportedOn')} <time dir="ltr" dateTime={item.reportedOn}>{formatDateTime(item.reportedOn)}</time>
          </span>
          {item.createdByName ? <span>{item.createdByName}</span> : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <InvestigationForm
            key={item.status}
            initial={{
              stationId: element ? (element.station?.id ?? element.id) : null,
              elementId: element?.id ?? null,
              location: item.location,
              complainTypeId: item.complainType.lookupId,
              findings: item.findings ?? null,
              status: item.status === 'CLOSED' ? 'CLOSED' : 'OPEN',
            }}
            currentElement={element}
            stations={props.stations}
            complainTypes={props.complainTypes}
            query={props.query}
            isNew={false}
            readOnly={item.status === 'CLOSED'}
            submitLabel={t('form.save')}
            savedMessage={t('investigation.saved')}
            // The source stays; the gateway keeps the application of an application's investigation.
            submit={async (values) => (await save({ investigationId: item.id, source: item.source, ...withoutStation(values) })).userErrors}
            actions={(saving) => <RaiseJobCardButton originId={item.id} disabled={saving} />}
          />
        </div>
        <RaisedJobCards cards={item.jobCards.edges.map((edge) => edge.node)} />
      </div>
    </>
  );
}

/** 002 §2 investigation: findings of a complaint or maintenance application, and the job cards raised from it. */
export function InvestigationScreen({ queryRef }: { queryRef: PreloadedQuery<InvestigationScreenQuery> }) {
  const data = usePreloadedQuery<InvestigationScreenQuery>(investigationScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <Link to="/jobCards?tab=investigations" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
        {t('detail.back')}
      </Link>
      {data.investigation ? (
        <InvestigationDetails
          investigation={data.investigation}
          complainTypes={data.maintenanceLookups.complainTypes}
          stations={data.maintenanceLookups.stations}
          query={data}
          organisation={data.organisation.name}
        />
      ) : (
        <EmptyState title={t('detail.notFoundTitle')} description={t('investigation.notFound')} />
      )}
    </div>
  );
}

export const investigationScreen = defineScreen<InvestigationScreenQuery>({
  query: investigationScreenQuery,
  variables: (params) => ({ investigationId: Number(params['investigationId']) || 0 }),
  namespaces: ['maintenance'],
  Screen: InvestigationScreen,
});
