import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { formatDate } from '../../i18n/format';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import type { PvParkScreenQuery } from './__generated__/PvParkScreenQuery.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailList } from '../../components/DetailList';
import { assetPaths } from '../../lib/assetPaths';
import { PvParkForm } from './PvParkForm';
import { useDeletePvParkMutation } from './useDeletePvParkMutation';

const pvParkScreenQuery = graphql`
  query PvParkScreenQuery($parkId: Int!) @preloadable {
    pvPark(parkId: $parkId) {
      id
      parkId
      name
      licenceNumber
      operator
      installedCapacityKwp
      exportCapacityKw
      connectionVoltage
      town
      latitude
      longitude
      commissionedOn
      status
      contactPhone
      contactEmail
      element {
        id
        elementId
        code
        name
      }
      ...PvParkForm_pvPark
    }
  }
`;

/** One park (or, at /pvParks/new, the form for a new one): details, edit form and delete. */
function PvParkScreen({ queryRef }: { queryRef: PreloadedQuery<PvParkScreenQuery> }) {
  const { pvPark: park } = usePreloadedQuery<PvParkScreenQuery>(pvParkScreenQuery, queryRef);
  const { t, i18n } = useTranslation('assets');
  const notify = useNotify();
  const navigate = useNavigate();
  const { parkId } = useParams();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { run: remove, inFlight: removing } = useDeletePvParkMutation({ failed: () => t('form.failed') });
  const back = (
    <Link to={assetPaths.pvParks()} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {t('pv.back')}
    </Link>
  );
  if (parkId === 'new') {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-6">
        {back}
        <PageTitle>{t('pv.newTitle')}</PageTitle>
        <PvParkForm pvPark={null} titled={false} onSaved={(saved) => void navigate(assetPaths.pvPark(saved.parkId))} onCancel={() => void navigate(assetPaths.pvParks())} />
      </div>
    );
  }
  if (!park) {
    return (
      <EmptyState title={t('pv.notFound')} testId="pv-not-found">
        {back}
      </EmptyState>
    );
  }
  const confirmDelete = async () => {
    const outcome = await remove(park.id);
    if (outcome.status === 'done') {
      notify('success', t('pv.deleted', { name: park.name }));
      void navigate(assetPaths.pvParks());
    }
    setConfirming(false);
  };
  const number = (value: number, unit: string) => <bdi dir="ltr">{`${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3, numberingSystem: 'latn' }).format(value)} ${unit}`}</bdi>;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageTitle>{park.name}</PageTitle>
          <p className="text-gray-700">
            <bdi dir="ltr">{park.licenceNumber}</bdi> · {t(`pvStatus.${park.status}`)}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing((open) => !open)} aria-expanded={editing} data-testid="pv-edit">
            {t('pv.edit')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)} data-testid="pv-delete">
            {t('pv.delete')}
          </Button>
        </div>
      </div>
      {editing ? (
        <PvParkForm pvPark={park} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <section aria-label={t('pv.details')} className="rounded-md border border-gray-200 bg-white p-4">
          <DetailList
            testId="pv-details"
            items={[
              { label: t('pv.operator'), value: park.operator },
              { label: t('pv.installedCapacityKwp'), value: number(park.installedCapacityKwp, 'kWp') },
              { label: t('pv.exportCapacityKw'), value: number(park.exportCapacityKw, 'kW') },
              { label: t('pv.connectionVoltage'), value: t(`voltage.${park.connectionVoltage}`) },
              {
                label: t('pv.elementCode'),
                value: park.element ? (
                  <Link to={assetPaths.element(park.element.elementId)} className={`text-brand-main underline ${focusRing}`}>
                    <bdi dir="ltr">{park.element.code}</bdi> · {park.element.name}
                  </Link>
                ) : null,
              },
              { label: t('pv.town'), value: park.town },
              { label: t('pv.position'), value: park.latitude !== null && park.longitude !== null ? <bdi dir="ltr">{`${park.latitude}, ${park.longitude}`}</bdi> : null },
              { label: t('pv.commissionedOn'), value: formatDate(park.commissionedOn) },
              { label: t('pv.contactPhone'), value: park.contactPhone ? <bdi dir="ltr">{park.contactPhone}</bdi> : null },
              { label: t('pv.contactEmail'), value: park.contactEmail ? <a href={`mailto:${park.contactEmail}`} className={`text-brand-main underline ${focusRing}`} dir="ltr">{park.contactEmail}</a> : null },
            ]}
          />
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('pv.confirmTitle')}
        confirmLabel={t('pv.delete')}
        cancelLabel={t('form.cancel')}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {t('pv.confirmBody', { name: park.name })}
      </ConfirmDialog>
    </div>
  );
}

export const pvParkScreen = defineScreen<PvParkScreenQuery>({
  namespaces: ['assets'],
  Screen: PvParkScreen,
});
