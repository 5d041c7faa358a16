import { FormPasswordField } from '../../forms/accountFields';
import { useTranslation } from '../../i18n/useTranslation';

/** The password the user signs in with, asked again before a change of the account (001 §2). */
export function CurrentPasswordField({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const { t } = useTranslation('auth');
  return <FormPasswordField label={label} name={name} autoComplete="current-password" disabled={disabled} showLabel={t('login.showPassword')} hideLabel={t('login.hidePassword')} required />;
}
