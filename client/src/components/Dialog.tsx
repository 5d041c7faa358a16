import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './Button';

interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  tone?: 'info' | 'warn';
  children: ReactNode;
}

/** A modal with a title, a body and a Close button; Escape and the backdrop close it too. */
export function Dialog({ open, title, closeLabel, onClose, tone = 'info', children }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-tone={tone}
          className="w-full max-w-md rounded-lg border-t-4 border-brand-main bg-white p-6 shadow-xl data-[tone=warn]:border-amber-500"
        >
          <DialogTitle className="text-lg font-semibold text-gray-900">{title}</DialogTitle>
          <div className="mt-3 text-sm text-gray-700">{children}</div>
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>{closeLabel}</Button>
          </div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
