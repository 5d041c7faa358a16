import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { useNotify } from '../../notifications/useNotify';
import { TextAreaField } from '../../components/TextAreaField';
import { UploadProgress } from '../../components/UploadProgress';
import { AttachmentPicker } from './AttachmentPicker';
import { useMessagePermissions } from './messagePermissions';
import { TourHint } from './TourHint';
import { useAddApplicationMessageMutation } from './useAddApplicationMessageMutation';
import { userErrorText } from './userErrorText';

/** Writes a message on the application, with up to 3 attachments (002 §2 new-message form). */
export function NewMessageForm(props: { applicationId: string; connectionId: string }) {
  const { t } = useTranslation('messages');
  const notify = useNotify();
  const permissions = useMessagePermissions();
  const [send, sending] = useAddApplicationMessageMutation(props.connectionId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [textError, setTextError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFileError(null);
    if (text.trim() === '') {
      setTextError(t('form.noMessage'));
      return;
    }
    setTextError(null);
    try {
      const errors = await send(props.applicationId, text, files);
      const stored = errors.every((error) => error.code === 'ATTACHMENTS_FAILED');
      for (const error of errors) {
        if (error.field === 'text') setTextError(userErrorText(t, error));
        else setFileError(userErrorText(t, error));
      }
      if (stored) {
        setText('');
        setFiles([]);
        notify(errors.length > 0 ? 'warn' : 'success', errors.length > 0 ? t('form.cannotAddAttachments') : t('form.sent'));
      }
    } catch {
      notify('error', t('form.cannotAddMessage'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4">
      <TextAreaField label={t('form.label')} rows={4} value={text} error={textError} onChange={(event) => setText(event.target.value)} disabled={sending} data-testid="new-message-text" />
      <TourHint textLength={text.length} />
      {permissions.attachmentAdd ? (
        <AttachmentPicker files={files} onChange={(next) => { setFiles(next); setFileError(null); }} serverError={fileError} disabled={sending} />
      ) : null}
      {sending && files.length > 0 ? <UploadProgress label={t('form.uploadProgress')} /> : null}
      <Button type="submit" className="self-end" disabled={sending} data-testid="send-message">
        {sending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
