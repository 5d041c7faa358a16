import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { useSwitchAccount } from './useSwitchAccount';
import { SelectField } from '../../components/SelectField';

export interface SwitchableAccount {
  readonly id: string;
  readonly accountKey: string;
  readonly address: string;
  readonly isSelected: boolean;
}

/**
 * A choice of account and an explicit Switch button: choosing alone changes nothing, so moving through the
 * options with the keyboard never reloads the screen under the user (WCAG 3.2.2 On Input).
 */
export function AccountSwitcher({ accounts }: { accounts: readonly SwitchableAccount[] }) {
  const { t } = useTranslation('account');
  const selected = accounts.find((account) => account.isSelected);
  const [choice, setChoice] = useState(selected?.id ?? '');
  const [switchTo, switching] = useSwitchAccount();
  const chosen = accounts.find((account) => account.id === choice);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen && !chosen.isSelected) switchTo(chosen.id, chosen.accountKey);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-busy={switching}>
      <div className="min-w-0 flex-1">
        <SelectField label={t('switch.label')} value={choice} onValueChange={setChoice} options={accounts.map((account) => ({ value: account.id, label: `${account.accountKey} — ${account.address}`, dir: 'auto' }))} />
      </div>
      <Button type="submit" variant="secondary" disabled={switching || !chosen || chosen.isSelected}>
        {t('switch.action')}
      </Button>
    </form>
  );
}
