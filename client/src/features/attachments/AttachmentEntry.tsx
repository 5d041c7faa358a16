import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { focusRing } from '../../components/focusRing';
import { useNotify } from '../../notifications/useNotify';
import type { AttachmentEntry_attachment$key } from './__generated__/AttachmentEntry_attachment.graphql';
import { APPLICATION_ATTACHMENT_ACCEPT, documentProblem } from './attachmentRules';
import { useDeleteApplicationAttachmentMutation, useReplaceApplicationAttachmentMutation } from './useApplicationAttachmentMutations';

/** Refusals of the entry itself (not of the file): the utility would not store it, or the entry is gone. */
const STORE_REFUSALS: ReadonlySet<string> = new Set(['REJECTED', 'NOT_FOUND']);

/** One entry of an attachment list: its name, its file, a mandatory mark; the file can be replaced or deleted (002 §2). */
export function AttachmentEntry(props: { attachment: AttachmentEntry_attachment$key; showApplication?: boolean; title?: string }) {
  const { t } = useTranslation('attachments');
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [replace, replacing] = useReplaceApplicationAttachmentMutation();
  const [remove, removing] = useDeleteApplicationAttachmentMutation();
  const entry = useFragment(
    graphql`
      fragment AttachmentEntry_attachment on ApplicationAttachment {
        id
        name
        fileName
        isMandatory
        downloadUrl
        application {
          name
        }
      }
    `,
    props.attachment,
  );
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (file === undefined) return;
    const problem = documentProblem(file);
    if (problem !== null) return setError(t(`entry.${problem}`, { name: file.name }));
    setError(null);
    // `002 §8` names both failures: the file did not arrive (Attachments Upload Error), or the entry would
    // not keep it (Cannot save attachments, with the utility's reason); the file's own rules speak for themselves.
    const errors = await replace(entry.id, file).catch(() => [{ code: 'TRANSFER_FAILED', message: t('entry.uploadFailed') }]);
    if (errors.length > 0) setError(errors.map((problem) => (STORE_REFUSALS.has(problem.code) ? t('entry.refused', { reason: problem.message }) : problem.message)).join(' '));
    else notify('success', t('entry.replaced'));
  };
  const confirmDelete = async () => {
    setConfirming(false);
    const errors = await remove(entry.id).catch(() => [{ code: 'FAILED', message: t('entry.failed') }]);
    notify(errors.length > 0 ? 'error' : 'success', errors.length > 0 ? t('entry.failed') : t('entry.deleted'));
  };
  const busy = replacing || removing;
  return (
    <li data-testid="attachment-entry" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-gray-200 bg-white p-3">
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
        <span className="font-semibold text-gray-900">
          {props.title ?? entry.name}
          {entry.isMandatory ? (
            <span className="ms-1 text-red-700" title={t('entry.mandatory')}>
              *<span className="sr-only"> {t('entry.mandatory')}</span>
            </span>
          ) : null}
        </span>
        {props.showApplication && entry.application ? <span className="text-sm text-gray-600">{entry.application.name}</span> : null}
        {entry.fileName && entry.downloadUrl ? (
          <a href={entry.downloadUrl} download={entry.fileName} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
            {t('entry.download', { name: entry.fileName })}
          </a>
        ) : (
          <span className="text-sm text-gray-600">{t('entry.noFile')}</span>
        )}
        {error ? <span id={errorId} role="alert" className="text-sm text-red-700">{error}</span> : null}
      </div>
      <input ref={input} type="file" accept={APPLICATION_ATTACHMENT_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void choose(event.target.files?.[0])} />
      <span className="flex gap-2">
        <Button variant="secondary" mutates disabled={busy} aria-describedby={error ? errorId : undefined} onClick={() => input.current?.click()}>
          {entry.fileName ? t('entry.replace') : t('entry.upload')}
        </Button>
        {entry.fileName ? <Button variant="ghost" mutates disabled={busy} onClick={() => setConfirming(true)}>{t('entry.delete')}</Button> : null}
      </span>
      {confirming ? (
        <Dialog open tone="warn" title={t('entry.deleteTitle')} closeLabel={t('entry.cancel')} onClose={() => setConfirming(false)}>
          <p>{t('entry.deleteQuestion', { name: entry.fileName })}</p>
          <Button className="mt-4" mutates onClick={() => void confirmDelete()}>{t('entry.delete')}</Button>
        </Dialog>
      ) : null}
    </li>
  );
}
