import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { LazyDialog } from '../../components/LazyDialog';

/** 000 §2: the pay button of the login page; the payment-provider dialog itself comes with payments. */
export function PayAtLoginButton() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="pay-at-login">
        {t('pay.button')}
      </Button>
      <LazyDialog open={open} title={t('pay.title')} closeLabel={t('actions.close', { ns: 'common' })} onClose={() => setOpen(false)}>
        {t('pay.comingSoon')}
      </LazyDialog>
    </>
  );
}
