import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';

interface PaymentDialogFrameProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Shown as a Back button beside Close (000 §2 steps 2 and 3). */
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

/** The modal of the payment dialogs: a title, the step, then Back (when there is one) and Close. */
export function PaymentDialogFrame({ open, title, onClose, onBack, children }: PaymentDialogFrameProps) {
  const { t } = useTranslation('payments');
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel data-testid="payment-dialog" className="w-full max-w-lg rounded-lg border-t-4 border-brand-main bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-gray-900">{title}</DialogTitle>
          <div className="mt-4 text-sm text-gray-800">{children}</div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {onBack ? (
              <Button variant="secondary" onClick={onBack}>
                {t('dialog.back')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.close')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
