import { useMemo } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { toFamilyDefinition } from '../../features/applicationFamilies/familyDefinition';
import { useTranslation } from '../../i18n/useTranslation';
import { defineScreen } from '../../router/screenRoute';
import type { ApplyScreenQuery } from './__generated__/ApplyScreenQuery.graphql';
import { FamilyWizard } from '../../features/applicationFamilies/wizard/FamilyWizard';
import { SignInNeeded } from './visitor/SignInNeeded';
import { VisitorStart } from './visitor/VisitorStart';
import { ChangeControls } from '../../components/viewOnly';

const applyScreenQuery = graphql`
  query ApplyScreenQuery($code: ID!) @preloadable {
    applicationFamily(code: $code) {
      name
      summary
      visitorAllowed
      ...familyDefinition_family
    }
    organisation {
      name
    }
    viewer {
      isAuthenticated
      visitorAccess {
        __typename
      }
    }
    settings {
      customerMobileAllowedPhoneCountries
    }
  }
`;

/**
 * /apply/{code}: a new application of a family, in the one wizard; the first save moves it to /app/{type}/{id}.
 * A visitor (docs/applicationFamilies.md "Visitors") first proves who applies; a family open to customers only
 * sends a visitor to sign in.
 */
function ApplyScreen({ queryRef }: { queryRef: PreloadedQuery<ApplyScreenQuery> }) {
  const { applicationFamily, organisation, viewer, settings } = usePreloadedQuery<ApplyScreenQuery>(applyScreenQuery, queryRef);
  const { t } = useTranslation('applicationFamilies');
  const family = useMemo(() => (applicationFamily ? toFamilyDefinition(applicationFamily) : null), [applicationFamily]);
  const visitor = !viewer.isAuthenticated || viewer.visitorAccess !== null;
  if (visitor && applicationFamily?.visitorAllowed !== true) return <SignInNeeded />;
  const back = (
    <Link to={visitor ? '/apply' : '/app/0/0'} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {visitor ? t('visitorApplications:list.title') : t('apply.back')}
    </Link>
  );
  if (!applicationFamily || !family) {
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
        {back}
        <EmptyState title={t('apply.notFoundTitle')} description={t('apply.notFound')} testId="family-not-found" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      {back}
      <div className="flex flex-col gap-2">
        <PageTitle suffix={organisation.name}>{applicationFamily.name}</PageTitle>
        <p className="text-gray-700">{applicationFamily.summary}</p>
      </div>
      {visitor ? (
        <VisitorStart familyCode={family.code} countries={settings.customerMobileAllowedPhoneCountries} />
      ) : (
        // Every control of the wizard is a change: all off during a staff view.
        <ChangeControls>
          <FamilyWizard family={family} application={null} />
        </ChangeControls>
      )}
    </div>
  );
}

export const applyScreen = defineScreen<ApplyScreenQuery>({
  namespaces: ['applicationFamilies', 'attachments', 'visitorApplications', 'otpSession'],
  Screen: ApplyScreen,
});
