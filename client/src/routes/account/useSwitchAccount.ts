import { useTranslation } from '../../i18n/useTranslation';
import { useNotify } from '../../notifications/useNotify';
import { useSelectAccountMutation } from './mutations/useSelectAccountMutation';

/** Switches the selected account and tells the user how it went (status messages are announced, WCAG 4.1.3). */
export function useSwitchAccount(): [(accountId: string, accountKey: string) => void, boolean] {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const [commit, isInFlight] = useSelectAccountMutation();
  const switchTo = (accountId: string, accountKey: string) =>
    commit({
      variables: { input: { accountId } },
      onCompleted: ({ selectAccount }) => {
        if (selectAccount.userErrors.length > 0) {
          for (const error of selectAccount.userErrors) notify('warn', error.message);
          return;
        }
        notify('success', t('switch.done', { accountKey }));
      },
      onError: () => void notify('error', t('switch.failed')),
    });
  return [switchTo, isInFlight];
}
