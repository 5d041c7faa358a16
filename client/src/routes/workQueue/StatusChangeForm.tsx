import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import type { ApplicationStatus, StatusChangeForm_application$key } from './__generated__/StatusChangeForm_application.graphql';
import { useChangeApplicationStatusMutation } from './useChangeApplicationStatusMutation';
import { SelectField } from '../../components/SelectField';

/** The gateway's limit on a status comment. */
const MAX_COMMENT = 1000;

/**
 * Changes the status with an optional comment. Only the changes the utility accepts now are offered
 * (`allowedStatusChanges`, utility-api README "Work queues"); a final status says so instead of an empty choice.
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
        allowedStatusChanges
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

  const statusLabel = (value: ApplicationStatus) => t(`applications:status.${value}`);
  const panel = 'flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4';
  const title = (
    <h2 id="status-change-title" className="text-lg font-semibold text-gray-900">
      {t('status.title')}
    </h2>
  );

  if (application.allowedStatusChanges.length === 0) {
    return (
      <section aria-labelledby="status-change-title" className={panel} data-testid="status-change">
        {title}
        <p className="text-sm text-gray-700" data-testid="status-final">
          {t('status.none', { status: statusLabel(application.status) })}
        </p>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="status-change-title" className={panel} data-testid="status-change">
      {title}
      <SelectField
        label={t('status.new')}
        name="status"
        value={status}
        error={errors['status']}
        errorTestId="status-error"
        disabled={changing}
        onValueChange={(value) => setStatus(value as ApplicationStatus | '')}
        placeholder={t('status.placeholder')}
        options={application.allowedStatusChanges.map((value) => ({ value, label: statusLabel(value) }))}
        data-testid="status-select"
      />
      <TextAreaField label={t('status.comment')} rows={3} maxLength={MAX_COMMENT} value={comment} error={errors['comment']} onChange={(event) => setComment(event.target.value)} disabled={changing} data-testid="status-comment" />
      <Button type="submit" className="self-end" disabled={changing} data-testid="status-submit">
        {t('status.submit')}
      </Button>
    </form>
  );
}
