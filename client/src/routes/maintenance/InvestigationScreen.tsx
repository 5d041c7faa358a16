import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../i18n/format';
import { type FieldErrors, reportUserErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import type { InvestigationScreen_investigation$key, MaintenanceRecordStatus } from './__generated__/InvestigationScreen_investigation.graphql';
import type { InvestigationScreenQuery } from './__generated__/InvestigationScreenQuery.graphql';
import { RaiseJobCardButton } from './RaiseJobCardButton';
import { RaisedJobCards } from './RaisedJobCards';
import { SelectField } from './SelectField';
import { StepBadge } from './StepBadge';
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
    }
    organisation {
      name
    }
  }
`;

type Lookups = ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;

function InvestigationDetails(props: { investigation: InvestigationScreen_investigation$key; complainTypes: Lookups; organisation: string }) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const [save, saving] = useSaveInvestigationMutation();
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
  const [location, setLocation] = useState(item.location);
  const [complainTypeId, setComplainTypeId] = useState(String(item.complainType.lookupId));
  const [findings, setFindings] = useState(item.findings ?? '');
  const [status, setStatus] = useState<MaintenanceRecordStatus>(item.status);
  const [errors, setErrors] = useState<FieldErrors>({});
  const closed = item.status === 'CLOSED';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (location.trim() === '') {
      setErrors({ location: t('errors.required') });
      return;
    }
    try {
      const payload = await save({
        investigationId: item.id,
        source: item.source,
        elementId: item.element?.id ?? null,
        location: location.trim(),
        complainTypeId: Number(complainTypeId),
        findings: findings.trim() || null,
        status,
      });
      setErrors(reportUserErrors(payload.userErrors, { fields: ['location', 'complainTypeId', 'findings'], notify, t }).fieldErrors);
      if (payload.userErrors.length === 0) notify('success', t('investigation.saved'));
    } catch {
      notify('error', t('errors.saveFailed'));
    }
  };

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
          {item.element ? <span dir="auto">{`${item.element.code} · ${item.element.name}`}</span> : null}
          <span>
            {t('fields.reportedOn')} <time dir="ltr" dateTime={item.reportedOn}>{formatDateTime(item.reportedOn)}</time>
          </span>
          {item.createdByName ? <span>{item.createdByName}</span> : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <form noValidate onSubmit={submit} aria-label={t('investigation.form')} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4 lg:col-span-2" data-testid="investigation-form">
          <TextField dir="auto" label={t('fields.location')} value={location} maxLength={300} onChange={(event) => setLocation(event.target.value)} disabled={closed} error={errors['location']} />
          <SelectField label={t('fields.complainType')} value={complainTypeId} onChange={(event) => setComplainTypeId(event.target.value)} disabled={closed} error={errors['complainTypeId']}>
            {props.complainTypes.map((type) => (
              <option key={type.lookupId} value={type.lookupId}>
                {type.name}
              </option>
            ))}
          </SelectField>
          <TextAreaField dir="auto" label={t('fields.findings')} rows={4} maxLength={1000} value={findings} onChange={(event) => setFindings(event.target.value)} disabled={closed} error={errors['findings']} />
          <SelectField label={t('table.status')} value={status} onChange={(event) => setStatus(event.target.value as MaintenanceRecordStatus)} disabled={closed}>
            <option value="OPEN">{t('status.OPEN')}</option>
            <option value="CLOSED">{t('status.CLOSED')}</option>
          </SelectField>
          {closed ? (
            <p className="text-sm text-gray-700">{t('detail.readOnly')}</p>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              <RaiseJobCardButton originId={item.id} disabled={saving} />
              <Button type="submit" variant="secondary" disabled={saving} data-testid="investigation-save">
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
        <InvestigationDetails investigation={data.investigation} complainTypes={data.maintenanceLookups.complainTypes} organisation={data.organisation.name} />
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
