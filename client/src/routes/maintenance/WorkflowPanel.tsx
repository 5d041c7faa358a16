import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { formatDateTime } from '../../i18n/format';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import type { JobCardStep, WorkflowPanel_jobCard$key } from './__generated__/WorkflowPanel_jobCard.graphql';
import { SelectField } from '../../components/SelectField';
import { StepBadge } from './StepBadge';
import { useChangeJobCardStepMutation } from './useChangeJobCardStepMutation';

interface StepRule {
  readonly step: string;
  readonly forced: boolean;
  readonly next: readonly string[];
}

interface Props {
  jobCard: WorkflowPanel_jobCard$key;
  steps: readonly StepRule[];
  employees: ReadonlyArray<{ readonly employeeId: number; readonly name: string }>;
}

/**
 * The workflow (002 §4): a button per step the card may move to, plus reassigning its employee. Choosing a forced
 * step makes the employee picker visibly required; the utility's refusals show beside the picker.
 */
export function WorkflowPanel(props: Props) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const { run: change, inFlight: changing } = useChangeJobCardStepMutation({ fields: ['step', 'employeeId', 'comment'], failed: () => t('errors.saveFailed') });
  const card = useFragment(
    graphql`
      fragment WorkflowPanel_jobCard on JobCard {
        id
        step
        closed
        workflowEmployeeId
        workflowEmployeeName
        history {
          toStep
          employeeName
          changedByName
          changedOn
          comment
        }
      }
    `,
    props.jobCard,
  );
  const [target, setTarget] = useState<JobCardStep | null>(null);
  const [employeeId, setEmployeeId] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const rule = props.steps.find((step) => step.step === card.step);
  const targetRule = props.steps.find((step) => step.step === target);
  const reassigning = target === card.step;
  const employeeRequired = reassigning || targetRule?.forced === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target === null) {
      setErrors({ step: t('workflow.chooseStep') });
      return;
    }
    setErrors({});
    const outcome = await change({ input: { jobCardId: card.id, step: target, employeeId: employeeId ? Number(employeeId) : null, comment: comment.trim() || null } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') {
      setTarget(null);
      setEmployeeId('');
      setComment('');
      notify('success', t('workflow.saved'));
    }
  };

  return (
    <section aria-labelledby="workflow-title" className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="workflow-panel">
      <h2 id="workflow-title" className="text-lg font-semibold text-gray-900">
        {t('workflow.title')}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
        {t('workflow.current')} <StepBadge value={card.step} />
        <span data-testid="workflow-employee">{card.workflowEmployeeName ?? t('workflow.nobody')}</span>
      </p>
      {card.closed ? (
        <p className="text-sm text-gray-700">{t('workflow.closed')}</p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-gray-800">{t('workflow.moveTo')}</legend>
            <div className="flex flex-wrap gap-2" role="group">
              {[...(rule?.next ?? []), card.step].map((step) => (
                <Button
                  key={step}
                  variant={target === step ? 'primary' : 'secondary'}
                  aria-pressed={target === step}
                  onClick={() => {
                    setTarget(step as JobCardStep);
                    setErrors({});
                  }}
                  data-testid={`step-${step}`}
                >
                  {step === card.step ? t('workflow.reassign') : t(`step.${step}`)}
                  {props.steps.find((known) => known.step === step)?.forced && step !== card.step ? <span className="text-xs font-normal">({t('workflow.forced')})</span> : null}
                </Button>
              ))}
            </div>
            {errors['step'] ? (
              <p className="text-sm text-red-700" role="alert">
                {errors['step']}
              </p>
            ) : null}
          </fieldset>
          <SelectField
            label={t('fields.workflowEmployee')}
            required={employeeRequired}
            requiredMark={t('fields.required')}
            value={employeeId}
            onChange={(event) => setEmployeeId(event.target.value)}
            error={errors['employeeId']}
            disabled={changing}
            data-testid="workflow-employee-select"
          >
            <option value="">{t('workflow.keepEmployee')}</option>
            {props.employees.map((employee) => (
              <option key={employee.employeeId} value={employee.employeeId}>
                {employee.name}
                {employee.employeeId === card.workflowEmployeeId ? ` (${t('workflow.currentMark')})` : ''}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t('fields.comment')} rows={2} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} disabled={changing} />
          <Button type="submit" className="self-end" disabled={changing} data-testid="workflow-submit">
            {t('workflow.apply')}
          </Button>
        </form>
      )}
      <h3 className="text-base font-semibold text-gray-900">{t('workflow.history')}</h3>
      <ol className="flex flex-col gap-2 text-sm" data-testid="workflow-history">
        {card.history.map((entry, index) => (
          <li key={`${entry.changedOn}-${index}`} className="border-s-2 border-gray-300 ps-3">
            <span className="font-semibold">{t(`step.${entry.toStep}`)}</span>
            {entry.employeeName ? <span> · {entry.employeeName}</span> : null}
            <span className="block text-gray-600">
              <time dir="ltr" dateTime={entry.changedOn}>{formatDateTime(entry.changedOn)}</time>
              {entry.changedByName ? ` · ${entry.changedByName}` : ''}
            </span>
            {entry.comment ? <span className="block text-gray-800" dir="auto">{entry.comment}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
