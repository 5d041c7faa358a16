import { Badge, type BadgeTone, toneOf } from '../../components/Badge';
import { useTranslation } from '../../i18n/useTranslation';

/** Stages waiting for the applicant amber, for the utility blue, finished green, stopped grey. */
const STAGE_TONES: Readonly<Record<string, BadgeTone>> = {
  SAVED: 'neutral',
  SUBMITTED: 'info',
  CHANGES_REQUESTED: 'warning',
  APPROVED: 'accent',
  AWAITING_PAYMENT: 'caution',
  PAID: 'fair',
  ISSUED: 'success',
  REJECTED: 'danger',
};

/** A family application's stage (shared/applicationForms/stages.ts) as a coloured, localized label. */
export function StageBadge({ stage }: { stage: string }) {
  const { t } = useTranslation('applicationFamilies');
  return (
    <Badge tone={toneOf(STAGE_TONES, stage, 'neutral')} data-testid="stage-badge" data-stage={stage}>
      {t(`stage.${stage}`)}
    </Badge>
  );
}
