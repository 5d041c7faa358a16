import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';

interface ErrorMessageProps {
  title: string;
  description?: string;
  siteName: string;
  testId: string;
}

/** The body of the error and not-found pages: a heading, an explanation and a link home. */
export function ErrorMessage({ title, description, siteName, testId }: ErrorMessageProps) {
  const { t } = useTranslation('errors');
  return (
    <section data-testid={testId} className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <PageTitle suffix={siteName}>{title}</PageTitle>
      {description ? <p className="text-gray-700">{description}</p> : null}
      <Link to="/" className={`inline-flex min-h-10 items-center rounded-md bg-brand-main px-4 font-semibold text-white ${focusRing}`}>
        {t('home')}
      </Link>
    </section>
  );
}
