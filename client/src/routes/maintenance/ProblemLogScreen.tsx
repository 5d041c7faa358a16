import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { TextAreaField } from '../../components/TextAreaField';
import { formatDateTime } from '../../i18n/format';
import { type FieldErrors, reportUserErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import type { MaintenanceRecordStatus, ProblemLogScreen_problemLog$key, ProblemPriority } from './__generated__/ProblemLogScreen_problemLog.graphql';
import type { ProblemLogScreenQuery } from './__generated__/ProblemLogScreenQuery.graphql';
import { RaiseJobCardButton } from './RaiseJobCardButton';
import { RaisedJobCards } from './RaisedJobCards';
import { SelectField } from './SelectField';
import { StepBadge } from './StepBadge';
import { useSaveProblemLogMutation } from './useSaveProblemLogMutation';

const PRIORITIES: readonly ProblemPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];

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
    }
    organisation {
      name
    }
  }
`;

type Lookups = ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;

function ProblemLogDetails(props: { problemLog: ProblemLogScreen_problemLog$key; problemTypes: Lookups; organisation: string }) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const [save, saving] = useSaveProblemLogMutation();
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
  const [problemTypeId, setProblemTypeId] = useState(String(item.problemType.lookupId));
  const [priority, setPriority] = useState<ProblemPriority>(item.priority);
  const [description, setDescription] = useState(item.description);
  const [status, setStatus] = useState<MaintenanceRecordStatus>(item.status);
  const [errors, setErrors] = useState<FieldErrors>({});
  const closed = item.status === 'CLOSED';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (description.trim() === '') {
      setErrors({ description: t('errors.required') });
      return;
    }
    if (!item.element) return;
    try {
      const payload = await save({ problemLogId: item.id, elementId: item.element.id, problemTypeId: Number(problemTypeId), priority, description: description.trim(), status });
      setErrors(reportUserErrors(payload.userErrors, { fields: ['problemTypeId', 'priority', 'description'], notify, t }).fieldErrors);
      if (payload.userErrors.length === 0) notify('success', t('problemLog.saved'));
    } catch {
      notify('error', t('errors.saveFailed'));
    }
  };

  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle suffix={props.organisation}>{t('problemLog.title', { number: item.number })}</PageTitle>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <StepBadge value={item.status} kind="status" />
          {item.element ? <span dir="auto">{`${item.element.code} · ${item.element.name}`}</span> : null}
          <span>
            {t('fields.reportedOn')} <time dir="ltr" dateTime={item.reportedOn}>{formatDateTime(item.reportedOn)}</time>
          </span>
          {item.reportedByName ? <span>{item.reportedByName}</span> : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <form noValidate onSubmit={submit} aria-label={t('problemLog.form')} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4 lg:col-span-2" data-testid="problemlog-form">
          <SelectField label={t('fields.problemType')} value={problemTypeId} onChange={(event) => setProblemTypeId(event.target.value)} disabled={closed} error={errors['problemTypeId']}>
            {props.problemTypes.map((type) => (
              <option key={type.lookupId} value={type.lookupId}>
                {type.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('fields.priority')} value={priority} onChange={(event) => setPriority(event.target.value as ProblemPriority)} disabled={closed} error={errors['priority']}>
            {PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {t(`priority.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField dir="auto" label={t('fields.description')} rows={4} maxLength={1000} value={description} onChange={(event) => setDescription(event.target.value)} disabled={closed} error={errors['description']} />
          <SelectField label={t('table.status')} value={status} onChange={(event) => setStatus(event.target.value as MaintenanceRecordStatus)} disabled={closed}>
            <option value="OPEN">{t('status.OPEN')}</option>
            <option value="CLOSED">{t('status.CLOSED')}</option>
          </SelectField>
          {closed ? (
            <p className="text-sm text-gray-700">{t('detail.readOnly')}</p>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              <RaiseJobCardButton originId={item.id} disabled={saving} />
              <Button type="submit" variant="secondary" disabled={saving} data-testid="problemlog-save">
                {t('form.save')}
              </Button>
            </div>
          )}
        </form>
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
        <ProblemLogDetails problemLog={data.problemLog} problemTypes={data.maintenanceLookups.problemTypes} organisation={data.organisation.name} />
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
