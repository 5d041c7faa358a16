import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';

interface LoadMoreProps {
  loading: boolean;
  onClick(): void;
  /** The button's words; "Load more" of the common texts when the list has none of its own. */
  label?: string;
  /** Said while the next page arrives; without it (and with a `label`) the label stays. */
  loadingLabel?: string;
  testId?: string;
}

/** The "load more" of every paged list: busy and disabled while the next page arrives. */
export function LoadMore({ loading, onClick, label, loadingLabel, testId }: LoadMoreProps) {
  const { t } = useTranslation('common');
  const idle = label ?? t('list.more');
  const busy = loadingLabel ?? (label === undefined ? t('list.loading') : idle);
  return (
    <Button variant="secondary" className="self-center" disabled={loading} aria-busy={loading} onClick={onClick} data-testid={testId}>
      {loading ? busy : idle}
    </Button>
  );
}
