import { useTranslation } from '../../../i18n/useTranslation';
import { EmptyState } from '../../../components/EmptyState';

/** What a tab shows when the URL's account or customer does not exist (a stale or mistyped link). */
export function TabNotFound() {
  const { t } = useTranslation('enquiryTabs');
  return <EmptyState testId="tab-not-found" title={t('notFound.title')} description={t('notFound.description')} />;
}
