import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';

interface ConfirmSubmitDialogProps {
  open: boolean;
  phone: string;
  email: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** 001 §2 preferences: the confirmation showing the phone and e-mail with a warning, Submit and Cancel. */
export function ConfirmSubmitDialog({ open, phone, email, busy, onSubmit, onCancel }: ConfirmSubmitDialogProps) {
  const { t } = useTranslation('ebill');
  return (
    <HeadlessDialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg border-t-4 border-amber-500 bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-gray-900">{t('confirm.title')}</DialogTitle>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-gray-700">{t('fields.phone')}</dt>
            <dd className="text-gray-900">
              <span dir="ltr" className="inline-block">{`+${phone}`}</span>
            </dd>
            <dt className="font-medium text-gray-700">{t('fields.email')}</dt>
            <dd className="min-w-0 text-gray-900">
              <span dir="ltr" className="inline-block [overflow-wrap:anywhere]">{email}</span>
            </dd>
          </dl>
          <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('confirm.warning')}</p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={onSubmit} disabled={busy}>
              {t('actions.submit')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
