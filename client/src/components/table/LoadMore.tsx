import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';

/** Where the button sits in its column: centred under a list, at the start edge, or across the whole width. */
type LoadMoreAlign = 'center' | 'start' | 'stretch';

const ALIGN: Record<LoadMoreAlign, string> = { center: 'self-center', start: 'self-start', stretch: '' };

interface LoadMoreProps {
  loading: boolean;
  onClick(): void;
  /** The button's words; "Load more" of the common texts when the list has none of its own. */
  label?: string;
  /** Said while the next page arrives; without it (and with a `label`) the label stays. */
  loadingLabel?: string;
  testId?: string;
  align?: LoadMoreAlign;
  /** A 44 px target, for screens used on the move (meter capture in the field). */
  large?: boolean;
}

/** The "load more" of every paged list: busy and disabled while the next page arrives. */
export function LoadMore({ loading, onClick, label, loadingLabel, testId, align = 'center', large = false }: LoadMoreProps) {
  const { t } = useTranslation('common');
  const idle = label ?? t('list.more');
  const busy = loadingLabel ?? (label === undefined ? t('list.loading') : idle);
  const className = `${large ? 'min-h-11 ' : ''}${ALIGN[align]}`;
  return (
    <Button variant="secondary" className={className} disabled={loading} aria-busy={loading} onClick={onClick} data-testid={testId}>
      {loading ? busy : idle}
    </Button>
  );
}
