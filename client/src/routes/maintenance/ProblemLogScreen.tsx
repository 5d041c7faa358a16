import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import type { ElementSelect_query$key } from './__generated__/ElementSelect_query.graphql';
import type { ProblemLogScreen_problemLog$key } from './__generated__/ProblemLogScreen_problemLog.graphql';
import type { ProblemLogScreenQuery } from './__generated__/ProblemLogScreenQuery.graphql';
import { ProblemLogForm } from './ProblemLogForm';
import { RaiseJobCardButton } from './RaiseJobCardButton';
import { RaisedJobCards } from './RaisedJobCards';
import type { Station } from './StationElementFields';
import { StepBadge } from './StepBadge';
import { useSaveProblemLogMutation } from './useSaveProblemLogMutation';
import { withoutStation } from './useRecordSave';

const problemLogScreenQuery = graphql`
  query ProblemLogScreenQuery($problemLogId: Int!) {
    problemLog(problemLogId: $problemLogId) {
      ...ProblemLogScreen_problemLog
    }
    maintenanceLookups {
      problemTypes {
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
  problemLog: ProblemLogScreen_problemLog$key;
  problemTypes: Lookups;
  stations: ReadonlyArray<Station>;
  query: ElementSelect_query$key;
  organisation: string;
}

function ProblemLogDetails(props: DetailsProps) {
  const { t } = useTranslation('maintenance');
  const [save] = useSaveProblemLogMutation();
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
        element {
          id
          code
          name
          station {
            id
          }
        }
        problemType {
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
    props.problemLog,
  );
  const element = item.element;
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle suffix={props.organisation}>{t('problemLog.title', { number: item.number })}</PageTitle>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <StepBadge value={item.status} kind="status" />
          {element ? <span dir="auto">{`${element.code} · ${element.name}`}</span> : null}
          <span>
            {t('fields.reportedOn')} <time dir="ltr" dateTime={item.reportedOn}>{formatDateTime(item.reportedOn)}</time>
          </span>
          {item.reportedByName ? <span>{item.reportedByName}</span> : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProblemLogForm
            key={item.status}
            initial={{
              stationId: element ? (element.station?.id ?? element.id) : null,
              elementId: element?.id ?? null,
              problemTypeId: item.problemType.lookupId,
              priority: item.priority === '%future added value' ? 'MEDIUM' : item.priority,
              description: item.description,
              status: item.status === 'CLOSED' ? 'CLOSED' : 'OPEN',
            }}
            currentElement={element}
            stations={props.stations}
            problemTypes={props.problemTypes}
            query={props.query}
            isNew={false}
            readOnly={item.status === 'CLOSED'}
            submitLabel={t('form.save')}
            savedMessage={t('problemLog.saved')}
            submit={async (values) => (await save({ problemLogId: item.id, ...withoutStation(values) })).userErrors}
            actions={(saving) => <RaiseJobCardButton originId={item.id} disabled={saving} />}
          />
        </div>
        <RaisedJobCards cards={item.jobCards.edges.map((edge) => edge.node)} />
      </div>
    </>
  );
}

/** 002 §2 problem log: a problem found on an element, and the job cards raised from it. */
export function ProblemLogScreen({ queryRef }: { queryRef: PreloadedQuery<ProblemLogScreenQuery> }) {
  const data = usePreloadedQuery<ProblemLogScreenQuery>(problemLogScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <Link to="/jobCards?tab=problemLogs" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
        {t('detail.back')}
      </Link>
      {data.problemLog ? (
        <ProblemLogDetails
          problemLog={data.problemLog}
          problemTypes={data.maintenanceLookups.problemTypes}
          stations={data.maintenanceLookups.stations}
          query={data}
          organisation={data.organisation.name}
        />
      ) : (
        <EmptyState title={t('detail.notFoundTitle')} description={t('problemLog.notFound')} />
      )}
    </div>
  );
}

export const problemLogScreen = defineScreen<ProblemLogScreenQuery>({
  query: problemLogScreenQuery,
  variables: (params) => ({ problemLogId: Number(params['problemLogId']) || 0 }),
  namespaces: ['maintenance'],
  Screen: ProblemLogScreen,
});
