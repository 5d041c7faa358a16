import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useNotify } from '../../notifications/useNotify';
import { useDeleteApplicationMessageMutation } from './useDeleteApplicationMessageMutation';

/** Asks before deleting an unread own message; the message leaves the list at once. */
export function DeleteMessageDialog(props: { messageId: string; connectionId: string; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const notify = useNotify();
  const [remove, deleting] = useDeleteApplicationMessageMutation(props.connectionId);
  const confirm = () => {
    remove(props.messageId, (failed) => notify(failed ? 'error' : 'success', failed ? t('delete.failed') : t('delete.done')));
    props.onClose();
  };
  return (
    <Dialog open tone="warn" title={t('delete.title')} closeLabel={t('delete.cancel')} onClose={props.onClose}>
      <p>{t('delete.question')}</p>
      <Button className="mt-4" disabled={deleting} onClick={confirm} data-testid="confirm-delete">
        {t('delete.confirm')}
      </Button>
    </Dialog>
  );
}
