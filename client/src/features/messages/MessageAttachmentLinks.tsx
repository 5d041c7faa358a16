import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
import type { MessageAttachmentLinks_attachments$key } from './__generated__/MessageAttachmentLinks_attachments.graphql';
import { useMessagePermissions } from './messagePermissions';

/** A message's files: download links (same-origin `/files/message-attachment/<id>`) when the host grants downloads, else names. */
export function MessageAttachmentLinks(props: { attachments: MessageAttachmentLinks_attachments$key }) {
  const { t } = useTranslation('messages');
  const attachments = useFragment(
    graphql`
      fragment MessageAttachmentLinks_attachments on ApplicationMessageAttachment @relay(plural: true) {
        attachmentId
        fileName
        downloadUrl
      }
    `,
    props.attachments,
  );
  const { attachmentDownload } = useMessagePermissions();
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('message.attachments')}>
      {attachments.map((file) => (
        <li key={file.attachmentId}>
          {attachmentDownload ? (
          <a
            href={file.downloadUrl}
            download={file.fileName}
            className={`inline-flex min-h-10 items-center gap-1 rounded-md border border-gray-300 px-3 py-1 text-sm text-brand-main underline hover:bg-gray-50 ${focusRing}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M21 12.5 12.5 21a5 5 0 0 1-7-7L14 5.5a3.5 3.5 0 0 1 5 5L10.5 19a2 2 0 0 1-3-3L15 8.5" />
            </svg>
            {t('message.download', { name: file.fileName })}
          </a>
          ) : (
            <span className="inline-flex min-h-10 items-center px-3 py-1 text-sm text-gray-700">{file.fileName}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
