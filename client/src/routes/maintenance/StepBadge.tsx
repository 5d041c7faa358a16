import { useTranslation } from '../../i18n/useTranslation';
import { Badge, type BadgeTone, toneOf } from '../../components/Badge';

const TONES: Record<string, BadgeTone> = {
  REGISTERED: 'neutral',
  ASSIGNED: 'accent',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  REFERRED: 'special',
  CLOSED: 'muted',
  OPEN: 'warning',
};

/** A job card step or a record status as a labelled badge (text, not colour alone, carries the meaning). */
export function StepBadge({ value, kind = 'step' }: { value: string; kind?: 'step' | 'status' }) {
  const { t } = useTranslation('maintenance');
  return (
    <Badge tone={toneOf(TONES, value, 'neutral')} data-testid={`${kind}-badge`}>
      {t(`${kind}.${value}`)}
    </Badge>
  );
}
