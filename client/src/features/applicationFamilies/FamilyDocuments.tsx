import { graphql, useFragment } from 'react-relay/hooks';
import type { DocumentDefinition } from '../../../../shared/applicationForms/definition';
import { focusRing } from '../../components/focusRing';
import { UploadProgress } from '../../components/UploadProgress';
import { AttachmentEntry } from '../attachments/AttachmentEntry';
import { useTranslation } from '../../i18n/useTranslation';
import type { FamilyDocuments_application$key } from './__generated__/FamilyDocuments_application.graphql';
import type { FamilyDocumentsUploaded_application$key } from './__generated__/FamilyDocumentsUploaded_application.graphql';

interface FamilyDocumentsProps {
  application: FamilyDocuments_application$key;
  documents: readonly DocumentDefinition[];
  /** Upload, replace and delete while the applicant may still change the application; else downloads only. */
  editable: boolean;
  /** A problem of a document (`documents.<id>`), by the document's id. */
  errorOf?: (id: string) => string | undefined;
}

/**
 * The documents of a family application: the application's attachment slots, one per document of the
 * family (docs/applicationFamilies.md), each with its label, hint and problem; 4 MB and the file types of
 * `002 §5` are the general application rule of features/attachments.
 */
export function FamilyDocuments({ application, documents, editable, errorOf }: FamilyDocumentsProps) {
  const { t } = useTranslation('applicationFamilies');
  const data = useFragment(
    graphql`
      fragment FamilyDocuments_application on Application {
        attachments(first: 100) {
          edges {
            node {
              id
              name
              fileName
              downloadUrl
              ...AttachmentEntry_attachment
            }
          }
        }
      }
    `,
    application,
  );
  const slots = data.attachments.edges.map((edge) => edge.node);
  const slotOf = (document: DocumentDefinition) => slots.find((slot) => slot.name === document.id || slot.name === document.label);
  return (
    <div className="flex flex-col gap-3" data-testid="family-documents">
      {editable ? <p className="text-sm text-gray-600">{t('documents.rule')}</p> : null}
      {editable ? <UploadProgress label={t('documents.uploading')} /> : null}
      <ul className="flex flex-col gap-3">
        {documents.map((document) => {
          const slot = slotOf(document);
          const error = errorOf?.(document.id);
          return (
            <li key={document.id} className="flex flex-col gap-1" data-testid={`document-${document.id}`}>
              {slot && editable ? (
                <ul><AttachmentEntry attachment={slot} title={`${document.label}${document.mandatory ? '' : ` (${t('documents.optional')})`}`} /></ul>
              ) : (
                <p className="flex flex-wrap gap-2">
                  <span className="font-semibold text-gray-900">{document.label}</span>
                  {slot?.fileName && slot.downloadUrl ? (
                    <a href={slot.downloadUrl} download={slot.fileName} className={`text-brand-main underline ${focusRing}`}>{slot.fileName}</a>
                  ) : (
                    <span className="text-gray-600">{t('documents.none')}</span>
                  )}
                </p>
              )}
              {document.hint ? <p className="text-sm text-gray-600">{document.hint}</p> : null}
              {error ? <p role="alert" className="text-sm text-red-700" data-testid={`document-error-${document.id}`}>{error}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The ids of the family's documents whose slot holds a file, for the rule of mandatory documents. */
export function useUploadedDocuments(application: FamilyDocumentsUploaded_application$key | null, documents: readonly DocumentDefinition[]): string[] {
  const data = useFragment(
    graphql`
      fragment FamilyDocumentsUploaded_application on Application {
        attachments(first: 100) {
          edges {
            node {
              name
              fileName
            }
          }
        }
      }
    `,
    application,
  );
  const filled = new Set((data?.attachments.edges ?? []).filter((edge) => edge.node.fileName).map((edge) => edge.node.name));
  return documents.filter((document) => filled.has(document.id) || filled.has(document.label)).map((document) => document.id);
}
