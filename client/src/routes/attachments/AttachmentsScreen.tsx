import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { AttachmentsScreen_user$key } from './__generated__/AttachmentsScreen_user.graphql';
import type { AttachmentsScreenPaginationQuery } from './__generated__/AttachmentsScreenPaginationQuery.graphql';
import type { AttachmentsScreenQuery } from './__generated__/AttachmentsScreenQuery.graphql';
import { AttachmentEntry } from '../../features/attachments/AttachmentEntry';
import { LoadMore } from '../../components/table/LoadMore';

/** Entries per page (002 §9 page sizes 10, 25, 50 and 100). */
const ATTACHMENTS_PAGE_SIZE = 25;

const attachmentsScreenQuery = graphql`
  query AttachmentsScreenQuery @preloadable {
    viewer {
      user {
        ...AttachmentsScreen_user
      }
    }
    organisation {
      name
    }
  }
`;

function AttachmentsList(props: { user: AttachmentsScreen_user$key }) {
  const { t } = useTranslation('attachments');
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<AttachmentsScreenPaginationQuery, AttachmentsScreen_user$key>(
    graphql`
      fragment AttachmentsScreen_user on User
      @refetchable(queryName: "AttachmentsScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        applicationAttachments(first: $count, after: $cursor) @connection(key: "AttachmentsScreen_applicationAttachments") {
          edges {
            node {
              id
              ...AttachmentEntry_attachment
            }
          }
        }
      }
    `,
    props.user,
  );
  const { edges } = data.applicationAttachments;
  if (edges.length === 0) return <EmptyState title={t('list.emptyTitle')} description={t('list.empty')} />;
  return (
    <>
      <p className="text-sm text-gray-600">{t('list.mandatoryNote')}</p>
      <ul className="flex flex-col gap-2">
        {edges.map((edge) => (
          <AttachmentEntry key={edge.node.id} attachment={edge.node} showApplication />
        ))}
      </ul>
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(ATTACHMENTS_PAGE_SIZE)} label={t('list.more')} /> : null}
    </>
  );
}

/** 000 §2 /attachments: the documents of all the customer's applications (002 §2 attachments list). */
function AttachmentsScreen({ queryRef }: { queryRef: PreloadedQuery<AttachmentsScreenQuery> }) {
  const { viewer, organisation } = usePreloadedQuery<AttachmentsScreenQuery>(attachmentsScreenQuery, queryRef);
  const { t } = useTranslation('attachments');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('attachments.title')}</PageTitle>
      {viewer.user ? <AttachmentsList user={viewer.user} /> : null}
    </div>
  );
}

export const attachmentsScreen = defineScreen<AttachmentsScreenQuery>({
  namespaces: ['attachments'],
  Screen: AttachmentsScreen,
});
