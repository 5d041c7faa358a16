import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { FamilyCardLink } from '../../../features/applicationFamilies/FamilyCardLink';
import { focusRing } from '../../../components/focusRing';
import { PageTitle } from '../../../components/PageTitle';
import { useTranslation } from '../../../i18n/useTranslation';
import { defineScreen } from '../../../router/screenRoute';
import type { VisitorFamiliesScreenQuery } from './__generated__/VisitorFamiliesScreenQuery.graphql';

const visitorFamiliesScreenQuery = graphql`
  query VisitorFamiliesScreenQuery @preloadable {
    organisation {
      name
    }
    applicationFamilies {
      code
      name
      summary
      visitorAllowed
      fee {
        amount {
          formatted
        }
      }
    }
  }
`;

/** /apply: the application families open to visitors (`visitorAllowed`), each starting /apply/{code} without an account. */
function VisitorFamiliesScreen({ queryRef }: { queryRef: PreloadedQuery<VisitorFamiliesScreenQuery> }) {
  const { organisation, applicationFamilies } = usePreloadedQuery<VisitorFamiliesScreenQuery>(visitorFamiliesScreenQuery, queryRef);
  const { t } = useTranslation('visitorApplications');
  const families = applicationFamilies.filter((family) => family.visitorAllowed);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 py-6" data-testid="visitor-families">
      <PageTitle suffix={organisation.name}>{t('list.title')}</PageTitle>
      <p className="text-gray-700">{t('list.intro')}</p>
      {families.length === 0 ? (
        <EmptyState title={t('list.empty')} description={t('list.signIn')} testId="visitor-families-empty" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {families.map((family) => (
            <li key={family.code}>
              <FamilyCardLink
                code={family.code}
                name={family.name}
                summary={family.summary}
                feeText={family.fee ? t('list.fee', { amount: family.fee.amount.formatted }) : null}
                testId={`visitor-family-${family.code}`}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-gray-700">
        {t('list.signIn')}{' '}
        <Link to="/login" className={`text-brand-main underline ${focusRing}`}>
          {t('list.signInLink')}
        </Link>
      </p>
    </div>
  );
}

export const visitorFamiliesScreen = defineScreen<VisitorFamiliesScreenQuery>({
  namespaces: ['visitorApplications'],
  Screen: VisitorFamiliesScreen,
});
