import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { JobCardScreen_jobCard$key } from './__generated__/JobCardScreen_jobCard.graphql';
import type { JobCardScreenQuery, JobCardScreenQuery$data } from './__generated__/JobCardScreenQuery.graphql';
import { AllocationTabs } from './AllocationTabs';
import { ClosePanel } from './ClosePanel';
import { JobCardForm } from './JobCardForm';
import { OriginLink } from './OriginLink';
import { StepBadge } from './StepBadge';
import { JOB_CARD_FIELDS } from './JobCardForm';
import { useSaveJobCardMutation } from './useSaveJobCardMutation';
import { WorkflowPanel } from './WorkflowPanel';

const jobCardScreenQuery = graphql`
  query JobCardScreenQuery($jobCardId: Int!) @preloadable {
    jobCard(jobCardId: $jobCardId) {
      ...JobCardScreen_jobCard
    }
    maintenanceLookups {
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
      # eslint-disable-next-line relay/unused-fields -- ClosePanel.tsx decides by the outcome code
      outcomes {
        lookupId
        code
        name
      }
      supportServices {
        lookupId
        name
      }
      # eslint-disable-next-line relay/unused-fields -- WorkflowPanel.tsx moves the card along these rules
      steps {
        step
        forced
        next
        closable
      }
    }
    fieldEmployees(area: OM_APPLICATIONS) {
      # eslint-disable-next-line relay/unused-fields -- WorkflowPanel.tsx and ManpowerTab.tsx offer the employees
      employeeId
      name
    }
    warehouses(kind: STORES) {
      warehouseId
      name
    }
    viewer {
      user {
        warehouseId
      }
    }
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the forms pass it on to ElementSelect.tsx through StationElementFields.tsx
    ...ElementSelect_query
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- AllocationTabs.tsx passes it on to StoresTab.tsx
    ...StoresTab_query
    organisation {
      name
    }
  }
`;

type ScreenData = JobCardScreenQuery$data;

/** The card's header, workflow, closure and allocations; every job card mutation answers this fragment. */
function JobCardDetails({ jobCard, data }: { jobCard: JobCardScreen_jobCard$key; data: ScreenData }) {
  const { t } = useTranslation('maintenance');
  const { run: save } = useSaveJobCardMutation({ fields: JOB_CARD_FIELDS, failed: () => t('errors.saveFailed') });
  const card = useFragment(
    graphql`
      fragment JobCardScreen_jobCard on JobCard {
        id
        number
        step
        closed
        originType
        originRecordId
        startsAt
        endsAt
        plannedHours
        actualHours
        description
        elementTypeName
        # eslint-disable-next-line relay/unused-fields -- StationPicker.tsx shows the card's station
        station {
          id
          code
          name
        }
        # eslint-disable-next-line relay/unused-fields -- ElementSelect.tsx shows the chosen element
        element {
          id
          code
          name
        }
        activity {
          lookupId
        }
        condition {
          lookupId
        }
        complainType {
          lookupId
        }
        ...WorkflowPanel_jobCard
        ...ClosePanel_jobCard
        ...AllocationTabs_jobCard
      }
    `,
    jobCard,
  );
  const lookups = data.maintenanceLookups;
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle suffix={data.organisation.name}>{t('detail.title', { number: card.number })}</PageTitle>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <StepBadge value={card.step} />
          <OriginLink originType={card.originType} originRecordId={card.originRecordId} />
          {card.elementTypeName ? <span>{card.elementTypeName}</span> : null}
          <span data-testid="planned-hours">{t('detail.plannedHours', { hours: card.plannedHours ?? '—' })}</span>
          <span data-testid="actual-hours">{t('detail.actualHours', { hours: card.actualHours })}</span>
        </p>
        {card.closed ? (
          <p className="text-sm font-semibold text-gray-800" data-testid="read-only">
            {t('detail.readOnly')}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <JobCardForm
            key={`${card.id}-${card.closed}`}
            initial={{
              stationId: card.station?.id ?? null,
              elementId: card.element?.id ?? null,
              startsAt: card.startsAt,
              endsAt: card.endsAt ?? null,
              activityId: card.activity?.lookupId ?? null,
              conditionId: card.condition?.lookupId ?? null,
              complainTypeId: card.complainType?.lookupId ?? null,
              description: card.description ?? null,
            }}
            currentElement={card.element}
            currentStation={card.station}
            lookups={lookups}
            query={data}
            readOnly={card.closed}
            submitLabel={t('form.save')}
            savedMessage={t('form.saved')}
            submit={(values) => save({ input: { jobCardId: card.id, ...values } })}
          />
          <AllocationTabs
            jobCard={card}
            query={data}
            employees={data.fieldEmployees}
            services={lookups.supportServices}
            warehouses={data.warehouses}
            defaultWarehouseId={data.viewer.user?.warehouseId ?? null}
          />
        </div>
        <div className="flex flex-col gap-6">
          <WorkflowPanel jobCard={card} steps={lookups.steps} employees={data.fieldEmployees} />
          <ClosePanel jobCard={card} outcomes={lookups.outcomes} activities={lookups.activities} closableSteps={lookups.steps.filter((step) => step.closable).map((step) => step.step)} />
        </div>
      </div>
    </>
  );
}

/** 002 §2 job card: one card as staff work on it. */
function JobCardScreen({ queryRef }: { queryRef: PreloadedQuery<JobCardScreenQuery> }) {
  const data = usePreloadedQuery<JobCardScreenQuery>(jobCardScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <Link to="/jobCards" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
        {t('detail.back')}
      </Link>
      {data.jobCard ? <JobCardDetails jobCard={data.jobCard} data={data} /> : <EmptyState title={t('detail.notFoundTitle')} description={t('detail.notFound')} testId="jobcard-not-found" />}
    </div>
  );
}

export const jobCardScreen = defineScreen<JobCardScreenQuery>({
  namespaces: ['maintenance'],
  Screen: JobCardScreen,
});
