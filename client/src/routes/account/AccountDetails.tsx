import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate } from '../../i18n/format';
import type { AccountDetails_account$key } from './__generated__/AccountDetails_account.graphql';
import { DetailList } from '../../components/DetailList';

/** The account labels of 002 §3 (account key, names, billing group, consumer type, bank and IBAN) and e-bill. */
export function AccountDetails({ account }: { account: AccountDetails_account$key }) {
  const { t } = useTranslation('account');
  const data = useFragment(
    graphql`
      fragment AccountDetails_account on Account {
        accountKey
        holderName
        address
        consumerType
        billingGroup
        tariff
        supplyType
        status
        openedOn
        bankName
        maskedIban
        eBill
      }
    `,
    account,
  );
  const code = (group: string, value: string | null | undefined) => (value ? t(`${group}.${value}`, { defaultValue: value }) : null);
  return (
    <DetailList
      layout="pairs"
      testId="account-details"
      items={[
        { label: t('details.accountKey'), value: data.accountKey },
        { label: t('details.holderName'), value: data.holderName },
        { label: t('details.address'), value: data.address },
        { label: t('details.consumerType'), value: code('consumerType', data.consumerType) },
        { label: t('details.billingGroup'), value: data.billingGroup },
        { label: t('details.tariff'), value: data.tariff },
        { label: t('details.supplyType'), value: code('supplyType', data.supplyType) },
        { label: t('details.status'), value: code('status', data.status) },
        { label: t('details.openedOn'), value: formatDate(data.openedOn) },
        { label: t('details.bank'), value: data.bankName },
        { label: t('details.iban'), value: data.maskedIban ? <span dir="ltr">{data.maskedIban}</span> : null },
        { label: t('details.eBill'), value: t(data.eBill ? 'details.yes' : 'details.no') },
      ]}
    />
  );
}
