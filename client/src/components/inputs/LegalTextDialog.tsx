import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';
import { type Paragraph, Paragraphs } from '../Paragraphs';

interface LegalTextDialogProps {
  open: boolean;
  title: string;
  paragraphs: readonly Paragraph[];
  onAccept: () => void;
  onDecline: () => void;
}

/** 001 §2: the legal text full screen, with accept and do-not-accept buttons. */
export function LegalTextDialog({ open, title, paragraphs, onAccept, onDecline }: LegalTextDialogProps) {
  const { t } = useTranslation();
  return (
    <HeadlessDialog open={open} onClose={onDecline} className="relative z-50">
      <DialogPanel className="fixed inset-0 flex flex-col bg-white">
        <DialogTitle className="border-b border-gray-200 px-6 py-4 text-xl font-semibold text-gray-900">{title}</DialogTitle>
        <div className="flex-1 overflow-y-auto px-6 py-4">
          <Paragraphs paragraphs={paragraphs} />
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-gray-200 px-6 py-4">
          <Button variant="secondary" onClick={onDecline}>
            {t('inputs.legal.decline')}
          </Button>
          <Button onClick={onAccept}>{t('inputs.legal.accept')}</Button>
        </div>
      </DialogPanel>
    </HeadlessDialog>
  );
}
