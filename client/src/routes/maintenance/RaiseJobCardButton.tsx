import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { useNotify } from '../../notifications/useNotify';
import { jobCardPath } from './search';
import { useRaiseJobCardMutation } from './useRaiseJobCardMutation';

/** Raises a job card from an investigation or a problem log and opens it. */
export function RaiseJobCardButton({ originId, disabled }: { originId: string; disabled: boolean }) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const navigate = useNavigate();
  const { run: raise, inFlight: raising } = useRaiseJobCardMutation({ failed: () => t('errors.saveFailed') });
  const onClick = async () => {
    // The record's job card list and count change: it is read again the next time its screen opens.
    const outcome = await raise({ input: { originId } }, { updater: (store) => store.get(originId)?.invalidateRecord() });
    const jobCard = outcome.status === 'failed' ? null : outcome.payload.jobCard;
    if (jobCard) {
      notify('success', t('raise.saved'));
      void navigate(jobCardPath(jobCard.jobCardId));
    }
  };
  return (
    <Button onClick={() => void onClick()} disabled={disabled || raising} data-testid="raise-jobcard">
      {t('raise.button')}
    </Button>
  );
}
