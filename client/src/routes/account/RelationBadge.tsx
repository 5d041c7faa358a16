import { useTranslation } from '../../i18n/useTranslation';
import { Badge, type BadgeTone, toneOf } from '../../components/Badge';

const TONES: Record<string, BadgeTone> = { OWNER: 'success', TENANT: 'info', REPRESENTATIVE: 'warning' };

/** How the customer relates to an account (002 §6: owners and tenants; 002 §1: representatives of linked accounts). */
export function RelationBadge({ relation }: { relation: string }) {
  const { t } = useTranslation('account');
  return (
    <Badge data-testid="relation-badge" variant="outline" tone={toneOf(TONES, relation, 'success')}>
      {t(`relation.${relation}`, { defaultValue: relation })}
    </Badge>
  );
}
