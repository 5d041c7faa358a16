import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';

/** The "load more" of a paged list; busy while the next page arrives. */
export function LoadMore({ loading, onClick }: { loading: boolean; onClick(): void }) {
  const { t } = useTranslation('billing');
  return (
    <Button variant="secondary" className="self-center" disabled={loading} aria-busy={loading} onClick={onClick}>
      {loading ? t('list.loading') : t('list.more')}
    </Button>
  );
}
