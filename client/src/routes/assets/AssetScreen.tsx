import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import type { AssetScreenQuery } from './__generated__/AssetScreenQuery.graphql';
import { AssessmentForm } from './AssessmentForm';
import { AssessmentHistory } from './AssessmentHistory';
import { AssetForm } from './AssetForm';
import { AssetSummary } from './AssetSummary';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { assetPaths } from '../../lib/assetPaths';
import { useDeleteAssetMutation } from './useDeleteAssetMutation';

const assetScreenQuery = graphql`
  query AssetScreenQuery($assetId: Int!) @preloadable {
    asset(assetId: $assetId) {
      id
      assetNumber
      description
      element {
        id
      }
      ...AssetSummary_asset
      ...AssetForm_asset
      ...AssessmentHistory_asset
    }
  }
`;

/** One asset: its condition, details, assessment history and the forms to assess, edit or delete it. */
function AssetScreen({ queryRef }: { queryRef: PreloadedQuery<AssetScreenQuery> }) {
  const { asset } = usePreloadedQuery<AssetScreenQuery>(assetScreenQuery, queryRef);
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { run: remove, inFlight: removing } = useDeleteAssetMutation({ failed: () => t('form.failed') });
  if (!asset) {
    return (
      <EmptyState title={t('asset.notFound')} testId="asset-not-found">
        <Link to={assetPaths.assets()} className={`text-brand-main underline ${focusRing}`}>
          {t('asset.back')}
        </Link>
      </EmptyState>
    );
  }
  const confirmDelete = async () => {
    const outcome = await remove(asset.id);
    if (outcome.status === 'done') {
      notify('success', t('asset.deleted', { number: asset.assetNumber }));
      void navigate(assetPaths.assets());
    }
    setConfirming(false);
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <Link to={assetPaths.assets()} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
        {t('asset.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageTitle>{asset.description}</PageTitle>
          <p className="text-gray-700">
            <bdi dir="ltr">{asset.assetNumber}</bdi>
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing((open) => !open)} aria-expanded={editing} data-testid="asset-edit">
            {t('asset.edit')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)} data-testid="asset-delete">
            {t('asset.delete')}
          </Button>
        </div>
      </div>
      {editing ? <AssetForm asset={asset} elementId={asset.element.id} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} /> : null}
      <AssetSummary asset={asset} />
      <AssessmentForm assetId={asset.id} />
      <AssessmentHistory asset={asset} />
      <ConfirmDialog
        open={confirming}
        title={t('asset.confirmTitle')}
        confirmLabel={t('asset.delete')}
        cancelLabel={t('form.cancel')}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {t('asset.confirmBody', { number: asset.assetNumber })}
      </ConfirmDialog>
    </div>
  );
}

export const assetScreen = defineScreen<AssetScreenQuery>({
  namespaces: ['assets'],
  Screen: AssetScreen,
});
