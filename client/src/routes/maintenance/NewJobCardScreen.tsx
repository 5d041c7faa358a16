import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { NewJobCardScreenQuery } from './__generated__/NewJobCardScreenQuery.graphql';
import { JobCardForm } from './JobCardForm';
import { jobCardPath } from './search';
import { recordStation } from './RecordDetails';
import { JOB_CARD_FIELDS } from './JobCardForm';
import { useSaveJobCardMutation } from './useSaveJobCardMutation';

const newJobCardScreenQuery = graphql`
  query NewJobCardScreenQuery($origin: ID!, $hasOrigin: Boolean!) @preloadable {
    origin: node(id: $origin) @include(if: $hasOrigin) {
      __typename
      ... on Application {
        portalApplicationId
        name
        kind
      }
      ... on Investigation {
        number
        findings
        complainType {
          lookupId
        }
        # eslint-disable-next-line relay/unused-fields -- ElementSelect.tsx shows the chosen element
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
      }
      ... on ProblemLog {
        number
        description
        # eslint-disable-next-line relay/unused-fields -- ElementSelect.tsx shows the chosen element
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
      }
    }
    maintenanceLookups {
      # eslint-disable-next-line relay/unused-fields -- JobCardForm.tsx offers them
      activities {
        lookupId
        name
      }
      # eslint-disable-next-line relay/unused-fields -- JobCardForm.tsx offers them
      conditions {
        lookupId
        name
      }
      # eslint-disable-next-line relay/unused-fields -- JobCardForm.tsx offers them
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

/** 002 §2 a new job card: planned work, or (with `?origin=`) for a maintenance application, investigation or problem log. */
function NewJobCardScreen({ queryRef, originId }: { queryRef: PreloadedQuery<NewJobCardScreenQuery>; originId: string | null }) {
  const data = usePreloadedQuery<NewJobCardScreenQuery>(newJobCardScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const { run: save } = useSaveJobCardMutation({ fields: JOB_CARD_FIELDS, failed: () => t('errors.saveFailed') });
  const origin = data.origin;
  const known = origin && (origin.__typename !== 'Application' || origin.kind === 'MAINTENANCE') ? origin : null;
  const element = known && 'element' in known ? known.element : null;
  const description =
    known?.__typename === 'Application' ? known.name : known?.__typename === 'Investigation' ? `${known.number}: ${known.findings ?? ''}` : known?.__typename === 'ProblemLog' ? `${known.number}: ${known.description}` : null;
  const originLabel =
    known?.__typename === 'Application' ? t('new.fromApplication', { id: known.portalApplicationId, name: known.name }) : known && 'number' in known ? t('new.fromRecord', { number: known.number }) : null;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <Link to="/jobCards" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
        {t('detail.back')}
      </Link>
      <PageTitle suffix={data.organisation.name}>{t('new.title')}</PageTitle>
      {originLabel ? <p className="text-sm text-gray-800" data-testid="new-origin">{originLabel}</p> : null}
      {originId && !known ? (
        <p role="alert" className="text-sm text-red-700">
          {t('new.originNotFound')}
        </p>
      ) : null}
      <JobCardForm
        initial={{
          stationId: element?.station?.id ?? element?.id ?? null,
          elementId: element?.station ? element.id : null,
          startsAt: new Date().toISOString(),
          endsAt: null,
          activityId: null,
          conditionId: null,
          complainTypeId: known?.__typename === 'Investigation' ? known.complainType.lookupId : null,
          description,
        }}
        currentElement={element}
        currentStation={recordStation(element)}
        lookups={data.maintenanceLookups}
        query={data}
        readOnly={false}
        submitLabel={t('new.create')}
        savedMessage={t('new.created')}
        submit={async (values) => {
          const outcome = await save({ input: { ...values, originId: known ? originId : null } });
          const created = outcome.status === 'failed' ? null : outcome.payload.jobCard;
          if (created) void navigate(jobCardPath(created.jobCardId));
          return outcome;
        }}
      />
    </div>
  );
}

export const newJobCardScreen = defineScreen<NewJobCardScreenQuery>({
  namespaces: ['maintenance'],
  Screen: ({ queryRef }) => <NewJobCardScreen queryRef={queryRef} originId={queryRef.variables.hasOrigin ? queryRef.variables.origin : null} />,
});
