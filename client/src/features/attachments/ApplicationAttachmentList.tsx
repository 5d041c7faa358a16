import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApplicationAttachmentList_application$key } from './__generated__/ApplicationAttachmentList_application.graphql';
import { AttachmentEntry } from './AttachmentEntry';

/** 002 §2 attachments list of one application: the documents it asks for, mandatory ones marked. */
export function ApplicationAttachmentList(props: { application: ApplicationAttachmentList_application$key }) {
  const { t } = useTranslation('attachments');
  const application = useFragment(
    graphql`
      fragment ApplicationAttachmentList_application on Application {
        attachments(first: 100) {
          edges {
            node {
              id
              ...AttachmentEntry_attachment
            }
          }
        }
      }
    `,
    props.application,
  );
  const edges = application.attachments.edges;
  return (
    <section aria-labelledby="attachments-title" className="flex flex-col gap-3">
      <h2 id="attachments-title" className="text-xl font-semibold text-gray-900">
        {t('list.title')}
      </h2>
      {edges.length === 0 ? (
        <p className="text-gray-700">{t('list.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-gray-600">{t('list.mandatoryNote')}</p>
          <ul className="flex flex-col gap-2">
            {edges.map((edge) => (
              <AttachmentEntry key={edge.node.id} attachment={edge.node} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
