import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { itemsToValidate } from '../../../../../shared/applicationForms/itemDecisions';
import { parsePointValue } from '../../../../../shared/applicationForms/plots';
import { Button } from '../../../components/Button';
import { Section } from '../../../components/Section';
import { TextAreaField } from '../../../components/TextAreaField';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNotify } from '../../../notifications/useNotify';
import { toFamilyDefinition } from '../familyDefinition';
import type { PlotDecisions_application$key } from './__generated__/PlotDecisions_application.graphql';
import { PlotMap } from './PlotMap';
import { usePlotLookup } from './plotLookups';
import { useDecideFamilyApplicationItem } from './useDecideFamilyApplicationItem';

/** The most characters of a refusal's reason (`decideFamilyApplicationItem`). */
const REASON_MAX = 2000;

interface Decision {
  decision: 'VALIDATED' | 'REFUSED' | '%future added value';
  reason: string | null | undefined;
}

/** One plot: its reference and area on the map, the employee's decision, and (for the reviewer) Validate or Refuse. */
function PlotItem({ item, reference, point, decision, decide, busy }: { item: string; reference: string; point: [number, number] | null; decision: Decision | undefined; decide: ((item: string, kind: 'VALIDATED' | 'REFUSED', reason?: string) => Promise<string | null>) | null; busy: boolean }) {
  const { t } = useTranslation('applicationFamilies');
  const entry = usePlotLookup(reference);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const state = decision?.decision === 'VALIDATED' ? 'validated' : decision?.decision === 'REFUSED' ? 'refused' : 'pending';
  const tone = state === 'validated' ? 'bg-green-100 text-green-900' : state === 'refused' ? 'bg-red-100 text-red-900' : 'bg-gray-100 text-gray-800';
  const refuse = async () => {
    if (reason.trim() === '') return setReasonError(t('decision.commentRequired'));
    const error = await decide!(item, 'REFUSED', reason.trim());
    if (error === null) setRefusing(false);
    else setReasonError(error);
  };
  return (
    <li className="flex flex-col gap-2 border-t border-gray-200 pt-3 first:border-t-0 first:pt-0" data-testid={`plot-item-${item}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm text-gray-900" dir="ltr">{reference}</span>
        <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${tone}`} data-testid={`plot-state-${item}`}>{t(`plots.${state}`)}</span>
      </div>
      {state === 'refused' && decision?.reason ? <p className="text-sm text-red-800">{decision.reason}</p> : null}
      {entry?.status === 'found' && 'geometry' in entry.lookup ? <PlotMap label={t('plot.mapLabel', { reference })} plots={[entry.lookup.geometry]} point={point} testId={`plot-review-map-${item}`} /> : null}
      {decide ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" disabled={busy || state === 'validated'} onClick={() => void decide(item, 'VALIDATED')} data-testid={`validate-${item}`}>{t('plots.validate')}</Button>
            <Button variant="secondary" disabled={busy} onClick={() => setRefusing(true)} data-testid={`refuse-${item}`}>{t('plots.refuse')}</Button>
          </div>
          {refusing ? (
            <div className="flex flex-col gap-2">
              <TextAreaField label={`${t('plots.reason')} *`} value={reason} rows={2} maxLength={REASON_MAX} error={reasonError} aria-required onChange={(event) => { setReason(event.target.value); setReasonError(null); }} data-testid={`refuse-reason-${item}`} />
              <div className="flex gap-2">
                <Button variant="secondary" disabled={busy} onClick={() => void refuse()} data-testid={`confirm-refuse-${item}`}>{t('plots.refuse')}</Button>
                <Button variant="ghost" onClick={() => setRefusing(false)}>{t('decision.cancel')}</Button>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The plots of an application whose family has them validated one by one (a group with
 * `employeeValidation`): each with its state; the reviewer of a submitted application validates or
 * refuses each, and APPROVE waits for all validated (shared/applicationForms/itemDecisions.ts).
 */
export function PlotDecisions(props: { application: PlotDecisions_application$key }) {
  const { t } = useTranslation('applicationFamilies');
  const notify = useNotify();
  const application = useFragment(
    graphql`
      fragment PlotDecisions_application on Application {
        portalApplicationId
        familyDetails {
          stage
          availableDecisions
          values {
            path
            value
          }
          itemDecisions {
            item
            decision
            reason
          }
          family {
            ...familyDefinition_family
          }
        }
      }
    `,
    props.application,
  );
  const mutation = useDecideFamilyApplicationItem(() => t('errors.decisionFailed'));
  const details = application.familyDetails;
  const family = useMemo(() => (details ? toFamilyDefinition(details.family) : null), [details]);
  if (!details || !family) return null;
  const values = Object.fromEntries(details.values.map(({ path, value }) => [path, value]));
  const items = itemsToValidate(family, values);
  if (items.length === 0) return null;
  const plotField = (item: string) => family.steps.flatMap((step) => step.groups).find((group) => group.id === item.split('.')[0])?.fields.find((field) => field.kind === 'plot')?.id;
  // The point placed in these plots, drawn on each plot's map.
  const pointField = family.steps.flatMap((step) => step.fields).find((field) => field.kind === 'mapPoint' && field.insidePlotsOf !== undefined);
  const point = pointField ? parsePointValue(values[pointField.id] ?? '') : null;
  const reviewing = details.stage === 'SUBMITTED' && details.availableDecisions.length > 0;
  const decide = async (item: string, decision: 'VALIDATED' | 'REFUSED', reason?: string): Promise<string | null> => {
    const outcome = await mutation.run({ input: { portalApplicationId: application.portalApplicationId, item, decision, reason: reason ?? null } });
    if (outcome.status === 'done') {
      notify('success', t(decision === 'VALIDATED' ? 'plots.validated' : 'plots.refused'));
      return null;
    }
    return outcome.status === 'refused' ? (outcome.fieldErrors['reason'] ?? null) : null;
  };
  return (
    <Section title={t('plots.title')} testId="plot-decisions">
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <PlotItem key={item} item={item} reference={values[`${item}.${plotField(item)}`] ?? ''} point={point} decision={details.itemDecisions.find((decision) => decision.item === item)} decide={reviewing ? decide : null} busy={mutation.inFlight} />
        ))}
      </ul>
    </Section>
  );
}
