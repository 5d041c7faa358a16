import { Description, Field, Label, Select } from '@headlessui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { TextAreaField } from '../../components/TextAreaField';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { APPLICATION_STATUSES } from '../applications/statuses';
import type { ApplicationStatus, StatusChangeForm_application$key } from './__generated__/StatusChangeForm_application.graphql';
import { useChangeApplicationStatusMutation } from './useChangeApplicationStatusMutation';

/** The gateway's limit on a status comment. */
const MAX_COMMENT = 1000;

/**
 * Changes the status with an optional comment. Every other status is offered: the utility decides which
 * changes it allows (utility-api README "Work queues") and a refused one shows its reason beside the choice.
 */
export function StatusChangeForm(props: { application: StatusChangeForm_application$key }) {
  const { t } = useTranslation('workQueue');
  const notify = useNotify();
  const { run: change, inFlight: changing } = useChangeApplicationStatusMutation({ fields: ['status', 'comment'], failed: () => t('status.failed') });
  const application = useFragment(
    graphql`
      fragment StatusChangeForm_application on Application {
        id
        status
      }
    `,
    props.application,
  );
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === '') {
      setErrors({ status: t('status.choose') });
      return;
    }
    setErrors({});
    const outcome = await change({ input: { applicationId: application.id, status, comment: comment.trim() || null } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') {
      setStatus('');
      setComment('');
      notify('success', t('status.saved'));
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="status-change-title" className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="status-change">
      <h2 id="status-change-title" className="text-lg font-semibold text-gray-900">
        {t('status.title')}
      </h2>
      <Field className="flex flex-col gap-1" disabled={changing}>
        <Label className="text-sm font-medium text-gray-800">{t('status.new')}</Label>
        <Select
          name="status"
          value={status}
          invalid={Boolean(errors['status'])}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}
          className={`min-h-11 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 data-invalid:border-red-700 ${focusRing}`}
          data-testid="status-select"
        >
          <option value="">{t('status.placeholder')}</option>
          {APPLICATION_STATUSES.filter((value) => value !== application.status).map((value) => (
            <option key={value} value={value}>
              {t(`applications:status.${value}`)}
            </option>
          ))}
        </Select>
        {errors['status'] ? <Description className="text-sm text-red-700" data-testid="status-error">{errors['status']}</Description> : null}
      </Field>
      <TextAreaField label={t('status.comment')} rows={3} maxLength={MAX_COMMENT} value={comment} error={errors['comment']} onChange={(event) => setComment(event.target.value)} disabled={changing} data-testid="status-comment" />
      <Button type="submit" className="self-end" disabled={changing} data-testid="status-submit">
        {t('status.submit')}
      </Button>
    </form>
  );
}
