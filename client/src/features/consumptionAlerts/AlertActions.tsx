import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { focusRing } from '../../components/focusRing';
import { isolated } from '../../i18n/isolate';
import { useTranslation } from '../../i18n/useTranslation';
import type { AlertActions_alert$key } from './__generated__/AlertActions_alert.graphql';
import { useAlertMutations } from './useAlertMutations';

type Asking = 'dismiss' | 'visit' | null;

/** Dismiss or ask for a visit (each confirmed first); once asked, the link to the application it opened. */
export function AlertActions({ alert }: { alert: AlertActions_alert$key }) {
  const { t } = useTranslation('consumptionAlerts');
  const data = useFragment(
    graphql`
      fragment AlertActions_alert on ConsumptionAlert {
        id
        status
        visitApplication {
          applicationType
          portalApplicationId
          name
        }
      }
    `,
    alert,
  );
  const { dismiss, visit } = useAlertMutations();
  const [asking, setAsking] = useState<Asking>(null);
  const application = data.visitApplication;

  if (data.status !== 'OPEN') {
    return (
      <div className="flex flex-col gap-2" role="status" data-testid="alert-outcome">
        <p className="text-sm text-gray-900">{t(`status.${data.status}`)}</p>
        {application ? (
          <Link to={`/app/${application.applicationType}/${application.portalApplicationId}`} className={`self-start text-sm font-semibold text-brand-main underline ${focusRing}`}>
            {t('actions.openApplication', { name: isolated(application.name) })}
          </Link>
        ) : null}
      </div>
    );
  }
  const confirm = async () => {
    const mutation = asking === 'visit' ? visit : dismiss;
    await mutation.run({ input: { alertId: data.id } });
    setAsking(null);
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button mutates onClick={() => setAsking('visit')}>{t('actions.requestVisit')}</Button>
      <Button variant="secondary" mutates onClick={() => setAsking('dismiss')}>{t('actions.dismiss')}</Button>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'visit' ? 'confirm.visitTitle' : 'confirm.dismissTitle')}
        confirmLabel={t(asking === 'visit' ? 'actions.requestVisit' : 'actions.dismiss')}
        cancelLabel={t('confirm.cancel')}
        tone="normal"
        busy={dismiss.inFlight || visit.inFlight}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {t(asking === 'visit' ? 'confirm.visitText' : 'confirm.dismissText')}
      </ConfirmDialog>
    </div>
  );
}
