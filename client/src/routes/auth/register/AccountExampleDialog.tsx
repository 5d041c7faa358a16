import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { LazyDialog } from '../../../components/LazyDialog';

/** 000 §2: the optional help-image button beside the account name, opening the example image. */
export function AccountExampleDialog({ image }: { image: string }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} className="self-start">
        {t('register.exampleButton')}
      </Button>
      <LazyDialog open={open} title={t('register.exampleTitle')} closeLabel={t('actions.close', { ns: 'common' })} onClose={() => setOpen(false)}>
        <img src={image} alt={t('register.exampleAlt')} className="max-h-[60vh] w-full object-contain" />
      </LazyDialog>
    </>
  );
}
