import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { enquiryPaths } from '../../lib/enquiryPaths';

/** An enquiry view whose id does not exist (or was edited by hand). */
export function EnquiryNotFound() {
  const { t } = useTranslation('enquiry');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <EmptyState title={t('notFound.title')} description={t('notFound.description')} testId="enquiry-not-found">
        <Link to={enquiryPaths.search()} className={`font-medium text-brand-main underline ${focusRing}`}>
          {t('customer.back')}
        </Link>
      </EmptyState>
    </div>
  );
}
