import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { StackedTable, type StackedTableColumn } from '../../components/table/StackedTable';
import type { ElementAssets_element$data, ElementAssets_element$key } from './__generated__/ElementAssets_element.graphql';
import type { ElementAssetsPaginationQuery } from './__generated__/ElementAssetsPaginationQuery.graphql';
import { AssetForm } from './AssetForm';
import { GradeBadge } from './GradeBadge';
import { assetPaths } from '../../lib/assetPaths';
import { LoadMore } from '../../components/table/LoadMore';

type Row = ElementAssets_element$data['assets']['edges'][number]['node'];
const PAGE = 10;

/** The assets installed at an element, each linking to its record; a new one can be registered here. */
export function ElementAssets(props: { element: ElementAssets_element$key }) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ElementAssetsPaginationQuery, ElementAssets_element$key>(
    graphql`
      fragment ElementAssets_element on Element
      @refetchable(queryName: "ElementAssetsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        assets(first: $count, after: $cursor) @connection(key: "ElementAssets_assets") {
          totalCount
          edges {
            node {
              id
              assetId
              assetNumber
              description
              category
              status
              conditionGrade
            }
          }
        }
      }
    `,
    props.element,
  );
  const rows = data.assets.edges.map((edge) => edge.node);
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'number',
      header: t('columns.assetNumber'),
      cell: (row) => (
        <Link to={assetPaths.asset(row.assetId)} className={`font-medium text-brand-main underline ${focusRing}`}>
          <bdi dir="ltr">{row.assetNumber}</bdi>
        </Link>
      ),
    },
    { key: 'description', header: t('columns.description'), cell: (row) => row.description },
    { key: 'category', header: t('columns.category'), cell: (row) => t(`category.${row.category}`) },
    { key: 'status', header: t('columns.status'), cell: (row) => t(`status.${row.status}`) },
    { key: 'condition', header: t('columns.condition'), cell: (row) => <GradeBadge grade={row.conditionGrade} /> },
  ];
  return (
    <section aria-labelledby="element-assets" className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="element-assets">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="element-assets" className="text-lg font-semibold text-gray-900">
          {t('elements.assets', { count: data.assets.totalCount })}
        </h2>
        <Button variant="secondary" onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
          {t('elements.addAsset')}
        </Button>
      </div>
      {adding ? <AssetForm asset={null} elementId={data.id} onSaved={(asset) => void navigate(assetPaths.asset(asset.assetId))} onCancel={() => setAdding(false)} /> : null}
      {rows.length === 0 ? <p className="text-gray-700">{t('elements.noAssets')}</p> : <StackedTable caption={t('elements.assetsCaption')} columns={columns} rows={rows} rowKey={(row) => row.id} />}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(PAGE)} label={t('register.more', { count: PAGE })} /> : null}
    </section>
  );
}
