import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Dialog } from '../../components/Dialog';
import { useNotify } from '../../notifications/useNotify';
import { TextAreaField } from '../../components/TextAreaField';
import type { EditMessageDialog_message$key } from './__generated__/EditMessageDialog_message.graphql';
import { AttachmentPicker } from './AttachmentPicker';
import { useMessagePermissions } from './messagePermissions';
import { useEditApplicationMessageMutation } from './useEditApplicationMessageMutation';
import { userErrorText } from './userErrorText';

/** Changes an unread own message and its attachments (002 §2 edit dialog); the text is trimmed (002 §5). */
export function EditMessageDialog(props: { message: EditMessageDialog_message$key; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const notify = useNotify();
  const message = useFragment(
    graphql`
      fragment EditMessageDialog_message on ApplicationMessage {
        id
        text
        attachments {
          attachmentId
          fileName
        }
      }
    `,
    props.message,
  );
  const permissions = useMessagePermissions();
  const [save, saving] = useEditApplicationMessageMutation();
  const [text, setText] = useState(message.text);
  const [removed, setRemoved] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<{ text?: string; files?: string }>({});

  const submit = async () => {
    if (text.trim() === '') return setError({ text: t('form.noMessage') });
    try {
      const errors = await save({ messageId: message.id, text: text.trim(), addAttachments: files, deleteAttachmentIds: removed });
      if (errors.length === 0) {
        notify('success', t('edit.saved'));
        return props.onClose();
      }
      setError(Object.fromEntries(errors.map((problem) => [problem.field === 'text' ? 'text' : 'files', userErrorText(t, problem)])));
    } catch {
      notify('error', t('edit.failed'));
    }
  };
  const toggle = (id: number, remove: boolean) => setRemoved((ids) => (remove ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <Dialog open title={t('edit.title')} closeLabel={t('edit.cancel')} onClose={props.onClose}>
      <div className="flex flex-col gap-3" data-testid="edit-dialog">
        <TextAreaField label={t('edit.label')} rows={4} value={text} error={error.text} onChange={(event) => setText(event.target.value)} disabled={saving} />
        {permissions.attachmentDelete && message.attachments.length > 0 ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-gray-800">{t('edit.keep')}</legend>
            {message.attachments.map((file) => (
              <CheckboxField key={file.attachmentId} label={t('edit.removeFile', { name: file.fileName })} checked={removed.includes(file.attachmentId)} onChange={(event) => toggle(file.attachmentId, event.target.checked)} />
            ))}
          </fieldset>
        ) : null}
        {permissions.attachmentAdd ? (
          <AttachmentPicker files={files} onChange={setFiles} keptCount={message.attachments.length - removed.length} serverError={error.files} disabled={saving} />
        ) : null}
        <Button className="self-end" disabled={saving} onClick={submit} data-testid="save-edit">
          {t('edit.save')}
        </Button>
      </div>
    </Dialog>
  );
}
