import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { FieldErrors } from '../../notifications/userErrors';
import { isolated } from '../../i18n/isolate';
import type { ContactForm_user$key } from './__generated__/ContactForm_user.graphql';
import { MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './contactLimits';
import { TextAreaField } from '../../components/TextAreaField';
import { useSendContactMessageMutation } from './useSendContactMessageMutation';
import { SelectField } from '../../components/SelectField';

const FIELDS = ['subject', 'message', 'accountId'] as const;

/** Subject, message and the account it is about; what was typed stays until the message is sent. */
export function ContactForm({ user, onSent }: { user: ContactForm_user$key; onSent: (reference: string) => void }) {
  const { t } = useTranslation('contactUs');
  const data = useFragment(
    graphql`
      fragment ContactForm_user on User {
        selectedAccount {
          id
        }
        accounts(first: 100) {
          edges {
            node {
              id
              accountKey
              address
            }
          }
        }
      }
    `,
    user,
  );
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [accountId, setAccountId] = useState(data.selectedAccount?.id ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { run: send, inFlight: isInFlight } = useSendContactMessageMutation({ fields: FIELDS, kind: 'error', failed: () => t('errors.sendFailed') });
  const formRef = useRef<HTMLFormElement>(null);

  // WCAG 3.3.1: the first field in error takes the focus, so its message is read out with it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function check(): FieldErrors {
    const found: Record<string, string> = {};
    if (subject.trim() === '') found.subject = t('errors.required');
    else if (subject.trim().length > SUBJECT_MAX_LENGTH) found.subject = t('errors.tooLong', { count: SUBJECT_MAX_LENGTH });
    if (message.trim() === '') found.message = t('errors.required');
    else if (message.trim().length > MESSAGE_MAX_LENGTH) found.message = t('errors.tooLong', { count: MESSAGE_MAX_LENGTH });
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await send({ input: { subject, message, accountId: accountId || null } });
    if (outcome.status === 'failed') return;
    const reference = outcome.payload.reference;
    if (reference === null || reference === undefined) {
      setErrors(outcome.fieldErrors);
      return;
    }
    setSubject('');
    setMessage('');
    onSent(reference);
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-busy={isInFlight}>
      <SelectField
        label={t('form.account')}
        name="accountId"
        value={accountId}
        onValueChange={setAccountId}
        disabled={isInFlight}
        placeholder={t('form.noAccount')}
        options={data.accounts.edges.map(({ node }) => ({ value: node.id, label: isolated(`${node.accountKey} — ${node.address}`) }))}
      />
      <TextField
        label={t('form.subject')}
        name="subject"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
        maxLength={SUBJECT_MAX_LENGTH}
        disabled={isInFlight}
        required
      />
      <TextAreaField
        label={t('form.message')}
        name="message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={errors.message}
        hint={t('form.messageHint', { count: MESSAGE_MAX_LENGTH })}
        maxLength={MESSAGE_MAX_LENGTH}
        disabled={isInFlight}
        required
      />
      <div>
        <Button type="submit" disabled={isInFlight}>
          {t('form.send')}
        </Button>
      </div>
    </form>
  );
}
