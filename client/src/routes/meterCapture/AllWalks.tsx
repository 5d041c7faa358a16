import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { FoundCount } from '../../components/table/FoundCount';
import { TextField } from '../../components/TextField';
import { isolated } from '../../i18n/isolate';
import { useTranslation } from '../../i18n/useTranslation';
import type { AllWalks_query$key } from './__generated__/AllWalks_query.graphql';
import type { AllWalksPaginationQuery } from './__generated__/AllWalksPaginationQuery.graphql';
import { capturePaths } from './paths';
import { writeWalkSearch } from './walkSearch';
import { WalkGrid } from './WalkGrid';
import { WalkProgress } from './WalkProgress';

/** Every walk of the open cycle by book and walk, a screenful at a time, found by book or walk (`?q=`). */
export function AllWalks(props: { query: AllWalks_query$key; search: string }) {
  const { t } = useTranslation('meterCapture');
  const navigate = useNavigate();
  const [text, setText] = useState(props.search);
  const { data, ...paging } = usePaginationFragment<AllWalksPaginationQuery, AllWalks_query$key>(
    graphql`
      fragment AllWalks_query on Query
      @refetchable(queryName: "AllWalksPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }, search: { type: "String" }) {
        meterCaptureWalks(search: $search, first: $count, after: $cursor) @connection(key: "AllWalks_meterCaptureWalks", filters: ["search"]) {
          totalCount
          edges {
            node {
              id
              ...WalkProgress_walk
            }
          }
        }
      }
    `,
    props.query,
  );
  const go = (typed: string) => void navigate(`${capturePaths.books()}${writeWalkSearch(typed)}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };
  const { edges, totalCount } = data.meterCaptureWalks;
  return (
    <div className="flex flex-col gap-4">
      <form role="search" aria-label={t('books.searchLabel')} noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2" data-testid="walk-search">
        <div className="min-w-0 flex-1 basis-56">
          <TextField label={t('books.search')} type="search" value={text} maxLength={40} onChange={(event) => setText(event.target.value)} placeholder={t('books.searchHint', { book: isolated('B105'), walk: isolated('B105 3') })} />
        </div>
        <Button type="submit" className="min-h-11">
          {t('books.find')}
        </Button>
        {props.search ? (
          <Button variant="ghost" className="min-h-11" onClick={() => go('')}>
            {t('books.clear')}
          </Button>
        ) : null}
      </form>
      {edges.length === 0 ? (
        <p className="text-gray-700" data-testid="walks-none">
          {props.search ? t('books.noMatch', { search: isolated(props.search) }) : t('books.none')}
        </p>
      ) : (
        <>
          <FoundCount found={t('books.walkCount', { count: totalCount })} loaded={edges.length < totalCount ? t('books.shown', { count: edges.length }) : null} testId="all-walks-count" />
          <WalkGrid paging={paging} moreLabel={t('books.moreWalks')} testId="all-walks">
            {edges.map((edge) => (
              <WalkProgress key={edge.node.id} walk={edge.node} />
            ))}
          </WalkGrid>
        </>
      )}
    </div>
  );
}
