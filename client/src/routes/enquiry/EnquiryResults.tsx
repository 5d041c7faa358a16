import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import type { EnquiryResults_query$data, EnquiryResults_query$key } from './__generated__/EnquiryResults_query.graphql';
import type { EnquiryResultsPaginationQuery } from './__generated__/EnquiryResultsPaginationQuery.graphql';
import { ExportAllButton } from '../../components/table/ExportAllButton';
import { FoundCount } from '../../components/table/FoundCount';
import { type Criterion, type EnquirySearch, type SortField, writeEnquirySearch } from './enquirySearch';
import { Ltr } from '../../components/Ltr';
import { enquiryPaths } from '../../lib/enquiryPaths';
import { type VirtualColumn, VirtualTable } from '../../components/table/VirtualTable';
import { LoadMore } from '../../components/table/LoadMore';
import { ColumnMenu } from '../../components/table/ColumnMenu';
import { useColumnChoice } from '../../components/table/useColumnChoice';

/** Rows per page: one upstream search call each (README, Employee enquiries). */
const ENQUIRY_PAGE_SIZE = 50;

type Row = EnquiryResults_query$data['enquirySearch']['edges'][number]['node'];

const MATCHED: Record<string, Criterion> = {
  ACCOUNT_KEY: 'accountKey',
  NAME: 'name',
  ID_NUMBER: 'idNumber',
  TAX_NUMBER: 'taxNumber',
  PHONE: 'phone',
  EMAIL: 'email',
  ADDRESS: 'address',
  PROPERTY_REFERENCE: 'propertyReference',
  PLOT: 'plot',
  METER_REFERENCE: 'meterReference',
  SERIAL_NUMBER: 'serialNumber',
};

/** The matching accounts: a virtualized, sortable table that loads more as it scrolls, exportable as CSV. */
export function EnquiryResults({ query, search }: { query: EnquiryResults_query$key; search: EnquirySearch }) {
  const { t } = useTranslation('enquiry');
  const navigate = useNavigate();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<EnquiryResultsPaginationQuery, EnquiryResults_query$key>(
    graphql`
      fragment EnquiryResults_query on Query
      @refetchable(queryName: "EnquiryResultsPaginationQuery")
      @argumentDefinitions(
        filter: { type: "EnquiryFilter!" }
        sort: { type: "EnquirySort" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        enquirySearch(filter: $filter, sort: $sort, first: $count, after: $cursor)
          @connection(key: "EnquiryResults_enquirySearch", filters: ["filter", "sort"]) {
          totalCount
          edges {
            node {
              id
              accountKey
              address
              propertyReference
              enquiryMatches
              customer {
                id
                name
                idNumber
              }
              property {
                id
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, edges } = data.enquirySearch;
  const rows = edges.map((edge) => edge.node);
  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(ENQUIRY_PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);

  const sortBy = (field: SortField) => {
    const descending = search.sort === field ? !search.descending : false;
    navigate(enquiryPaths.search(writeEnquirySearch({ ...search, sort: field, descending })), { replace: false });
  };
  const sortOf = (field: SortField): VirtualColumn<Row>['sort'] => {
    const direction = search.sort === field ? (search.descending ? 'descending' : 'ascending') : 'none';
    const label = direction === 'ascending' ? t('search.sortAscending') : direction === 'descending' ? t('search.sortDescending') : t('search.sortable');
    return { direction, onSort: () => sortBy(field), label: `, ${label}` };
  };
  const matched = (row: Row) => row.enquiryMatches.map((field) => t(`fields.${MATCHED[field] ?? 'name'}`)).join(', ');
  const customerLink = (row: Row) => enquiryPaths.customer(row.customer.id, row.id);

  const columns: VirtualColumn<Row>[] = [
    {
      key: 'accountKey',
      header: t('columns.accountKey'),
      width: 'w-[14%]',
      sort: sortOf('ACCOUNT_KEY'),
      text: (row) => row.accountKey,
      cell: (row) => (
        <Link to={customerLink(row)} className={`font-medium text-brand-main underline ${focusRing}`}>
          <Ltr>{row.accountKey}</Ltr>
        </Link>
      ),
    },
    {
      key: 'customer',
      header: t('columns.customer'),
      width: 'w-[22%]',
      sort: sortOf('NAME'),
      text: (row) => row.customer.name,
      cell: (row) => (
        <Link to={customerLink(row)} className={`text-brand-main underline ${focusRing}`}>
          {row.customer.name}
        </Link>
      ),
    },
    { key: 'idNumber', header: t('columns.idNumber'), width: 'w-[11%]', text: (row) => row.customer.idNumber, cell: (row) => <Ltr>{row.customer.idNumber}</Ltr> },
    {
      key: 'propertyReference',
      header: t('columns.propertyReference'),
      width: 'w-[11%]',
      sort: sortOf('PROPERTY_REFERENCE'),
      text: (row) => row.propertyReference,
      cell: (row) => (
        <Link to={enquiryPaths.property(row.property.id)} className={`text-brand-main underline ${focusRing}`}>
          <Ltr>{row.propertyReference}</Ltr>
        </Link>
      ),
    },
    { key: 'address', header: t('columns.address'), width: 'w-[28%]', sort: sortOf('ADDRESS'), text: (row) => row.address, cell: (row) => <Ltr>{row.address}</Ltr> },
    { key: 'matched', header: t('columns.matched'), width: 'w-[14%]', text: matched, cell: (row) => <span className="text-gray-700">{matched(row)}</span> },
  ];
  const { shown, choice } = useColumnChoice('enquiry-results', columns);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FoundCount found={t('search.found', { count: totalCount })} loaded={totalCount > rows.length ? t('search.loaded', { loaded: rows.length, total: totalCount }) : null} testId="enquiry-found" />
        {rows.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <ColumnMenu choice={choice} testId="enquiry-columns" />
            <ExportAllButton
              label={t('search.export')}
              fileStem={t('search.exportFile')}
              headers={shown.map((column) => column.header)}
              rows={() => rows.map((row) => shown.map((column) => column.text?.(row) ?? ''))}
              loaded={rows.length}
              total={totalCount}
              paging={{ hasNext, isLoadingNext, loadNext }}
              testId="enquiry-export"
            />
          </div>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('search.emptyTitle')} description={t('search.empty')} testId="enquiry-empty" />
      ) : (
        <VirtualTable
          caption={t('search.caption')}
          columns={shown}
          rows={rows}
          total={totalCount}
          rowKey={(row) => row.id}
          onOpen={(row) => navigate(customerLink(row))}
          onEndReached={loadMore}
          testId="enquiry-results"
        />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={loadMore} label={t('search.more')} loadingLabel={t('search.loading')} testId="enquiry-more" /> : null}
    </div>
  );
}
