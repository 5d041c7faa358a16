import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { Button } from '../../components/Button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before something is deleted: Cancel has the focus first, so Enter never deletes by accident. */
export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg border-t-4 border-amber-500 bg-white p-6 shadow-xl" data-testid="confirm-dialog">
          <DialogTitle className="text-lg font-semibold text-gray-900">{title}</DialogTitle>
          <p className="mt-3 text-sm text-gray-700">{body}</p>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button onClick={onConfirm} disabled={busy} className="bg-red-700!" data-testid="confirm-delete">
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
