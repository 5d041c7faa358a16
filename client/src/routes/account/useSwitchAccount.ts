import { useTranslation } from '../../i18n/useTranslation';
import { useNotify } from '../../notifications/useNotify';
import { markSelected, useSelectAccountMutation } from './mutations/useSelectAccountMutation';

/** Switches the selected account and tells the user how it went (status messages are announced, WCAG 4.1.3). */
export function useSwitchAccount(): [(accountId: string, accountKey: string) => void, boolean] {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const { run, inFlight } = useSelectAccountMutation({ failed: () => t('switch.failed') });
  const switchTo = (accountId: string, accountKey: string) =>
    void run({ input: { accountId } }, { optimisticUpdater: markSelected(accountId) }).then((outcome) => {
      if (outcome.status === 'done') notify('success', t('switch.done', { accountKey }));
    });
  return [switchTo, inFlight];
}
