import { useTranslation } from '../../i18n/useTranslation';

const STYLES: Record<string, string> = {
  OWNER: 'bg-emerald-50 text-emerald-900 ring-emerald-700/30',
  TENANT: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  REPRESENTATIVE: 'bg-amber-50 text-amber-900 ring-amber-700/30',
};

/** How the customer relates to an account (002 §6: owners and tenants; 002 §1: representatives of linked accounts). */
export function RelationBadge({ relation }: { relation: string }) {
  const { t } = useTranslation('account');
  return (
    <span data-testid="relation-badge" className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[relation] ?? STYLES.OWNER}`}>
      {t(`relation.${relation}`, { defaultValue: relation })}
    </span>
  );
}
