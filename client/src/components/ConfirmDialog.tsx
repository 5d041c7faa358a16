import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './Button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` for what cannot be undone (a delete): the confirm button is red. */
  tone?: 'danger' | 'normal';
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before an action that cannot be taken back (a delete, an export). Cancel has the focus first, so
 * Enter never confirms by accident; Escape and the backdrop cancel.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, tone = 'danger', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg border-t-4 border-amber-500 bg-white p-6 shadow-xl" data-testid="confirm-dialog">
          <DialogTitle className="text-lg font-semibold text-gray-900">{title}</DialogTitle>
          <div className="mt-3 text-sm text-gray-700">{children}</div>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button onClick={onConfirm} disabled={busy} className={tone === 'danger' ? 'bg-red-700!' : undefined} data-testid="confirm-action">
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
