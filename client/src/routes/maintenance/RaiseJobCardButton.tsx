import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { reportUserErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { jobCardPath } from './search';
import { useRaiseJobCardMutation } from './useRaiseJobCardMutation';

/** Raises a job card from an investigation or a problem log and opens it. */
export function RaiseJobCardButton({ originId, disabled }: { originId: string; disabled: boolean }) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const navigate = useNavigate();
  const [raise, raising] = useRaiseJobCardMutation();
  const onClick = async () => {
    try {
      // The record's job card list and count change: it is read again the next time its screen opens.
      const payload = await raise({ originId }, (store) => store.get(originId)?.invalidateRecord());
      reportUserErrors(payload.userErrors, { fields: [], notify, t });
      if (payload.jobCard) {
        notify('success', t('raise.saved'));
        void navigate(jobCardPath(payload.jobCard.jobCardId));
      }
    } catch {
      notify('error', t('errors.saveFailed'));
    }
  };
  return (
    <Button onClick={() => void onClick()} disabled={disabled || raising} data-testid="raise-jobcard">
      {t('raise.button')}
    </Button>
  );
}
