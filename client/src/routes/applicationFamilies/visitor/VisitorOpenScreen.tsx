import { useEffect, useRef, useState } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { focusRing } from '../../../components/focusRing';
import { PageTitle } from '../../../components/PageTitle';
import { useTranslation } from '../../../i18n/useTranslation';
import { defineScreen } from '../../../router/screenRoute';
import type { VisitorOpenScreenQuery } from './__generated__/VisitorOpenScreenQuery.graphql';
import { openHeldApplication, useOpenVisitorApplication } from './useVisitorApplicationMutations';

const visitorOpenScreenQuery = graphql`
  query VisitorOpenScreenQuery @preloadable {
    organisation {
      name
    }
  }
`;

type Refusal = { code: string; message: string } | null;

/**
 * /visitorApplication/{key}: the link of a visitor's e-mails. The key opens the application in this browser
 * (from any device: whoever holds the mailed link holds the key) and its own screen follows; a refused key
 * says why, with the way to start again.
 */
function VisitorOpenScreen({ queryRef }: { queryRef: PreloadedQuery<VisitorOpenScreenQuery> }) {
  const { organisation } = usePreloadedQuery<VisitorOpenScreenQuery>(visitorOpenScreenQuery, queryRef);
  const { t } = useTranslation('visitorApplications');
  const { key = '' } = useParams();
  const open = useOpenVisitorApplication({ reportRefusals: false, failed: () => t('open.failed') });
  const [refusal, setRefusal] = useState<Refusal>(null);
  const asked = useRef<string | null>(null);
  const { run } = open;

  useEffect(() => {
    // Once per key, also when React runs the effect twice.
    if (asked.current === key) return;
    asked.current = key;
    void run({ input: { key } }).then((outcome) => {
      if (outcome.status === 'failed') return setRefusal({ code: 'FAILED', message: t('open.failed') });
      const { application, userErrors } = outcome.payload;
      if (application) return openHeldApplication(application);
      setRefusal(userErrors[0] ?? null);
    });
  }, [key, run, t]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-6" data-testid="visitor-open">
      <PageTitle suffix={organisation.name}>{t('open.title')}</PageTitle>
      {refusal ? (
        <>
          <EmptyState title={refusal.code === 'DRAFT_EXPIRED' ? t('open.expired') : t('open.notFound')} description={refusal.message} testId="visitor-open-refused" />
          <p>
            <Link to="/apply" className={`inline-flex min-h-11 items-center rounded-md border border-brand-main px-4 font-semibold text-brand-main ${focusRing}`}>
              {t('open.again')}
            </Link>
          </p>
        </>
      ) : (
        <p role="status" className="text-gray-700">
          {t('open.opening')}
        </p>
      )}
    </div>
  );
}

export const visitorOpenScreen = defineScreen<VisitorOpenScreenQuery>({
  namespaces: ['visitorApplications'],
  Screen: VisitorOpenScreen,
});
