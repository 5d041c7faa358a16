import { Suspense, lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Outlet } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { RouteFallback } from '../../components/RouteFallback';
import { SkipLink } from '../../components/SkipLink';
import { useRequestsInFlight } from '../../relay/useRequestsInFlight';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql';
import { BrandingStyle } from './BrandingStyle';
import { Footer } from './Footer';
import { Header } from './Header';
import { Navigation } from './Navigation';
import { NotificationCenter } from '../../notifications/NotificationCenter';
import { useLanguageSync } from './useLanguageSync';
import { ViewOnlyProvider } from '../../components/viewOnly';

// A staff view's and a visitor's banners load with the session that shows them: the login page needs neither.
const ViewAsBanner = lazy(() => import('../../features/customerView/ViewAsBanner').then((module) => ({ default: module.ViewAsBanner })));
const VisitorBanner = lazy(() => import('./VisitorBanner').then((module) => ({ default: module.VisitorBanner })));

/**
 * The root query: the shell's data, and the facts every route loader decides access from (000 §2
 * navigation rules) — selected here unmasked so that `fetchQuery` in the loaders can read them.
 */
export const appShellQuery = graphql`
  # eslint-disable-next-line relay/unused-fields -- the route loaders read these facts from the store (router/guard.ts, router/viewerFeature.ts)
  query AppShellQuery {
    organisation {
      isValid
      enablePortal
      enableSupportPage
      enablePrivacyPolicy
      ...Header_organisation
      ...Navigation_organisation
      ...Footer_organisation
      ...BrandingStyle_organisation
    }
    settings {
      isValid
      newCustomerApplication
      newCustomerEvaluationApplication
      ...Header_settings
      ...Navigation_settings
    }
    viewer {
      language
      # eslint-disable-next-line relay/unused-fields -- whether a staff view is on; ViewAsBanner reads the rest
      viewingAs {
        expiresAt
      }
      user {
        role
        registrationType
        features {
          applications
          omApplications
          disconnections
          debtManagement
          assets
          elements
          logs
          samples
          captureMeterReadings
          webGis
          gisAdministration
          enquiries
          viewAsCustomer
        }
      }
      ...Header_viewer
      ...Navigation_viewer
      ...ViewAsBanner_viewer
      ...VisitorBanner_viewer
      visitorAccess {
        __typename
      }
    }
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- Header.tsx and HeaderMenus.tsx, loaded on first use, passes it on
    ...HelpMenu_query
  }
`;

/** 000 §2 application shell: header, navigation, the route's screen, footer, loader, notifications. */
export function AppShell({ queryRef }: { queryRef: PreloadedQuery<AppShellQuery> }) {
  const data = usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef);
  const { t } = useTranslation();
  const busy = useRequestsInFlight();
  useLanguageSync(data.viewer.language);

  return (
    <ViewOnlyProvider viewOnly={data.viewer.viewingAs != null}>
      <div className="flex min-h-screen flex-col bg-gray-50 font-sans text-gray-900">
        <BrandingStyle organisation={data.organisation} />
        <SkipLink target="main-content" label={t('shell.skipToContent')} />
        <Suspense fallback={null}>
          {data.viewer.viewingAs ? <ViewAsBanner viewer={data.viewer} /> : null}
          {data.viewer.visitorAccess ? <VisitorBanner viewer={data.viewer} /> : null}
        </Suspense>
        <Header organisation={data.organisation} settings={data.settings} viewer={data.viewer} query={data} />
        <div className="flex flex-1 flex-col lg:flex-row">
          {/* A visitor's session holds one application: the customers' areas are not the visitor's. */}
          {data.viewer.visitorAccess ? null : <Navigation organisation={data.organisation} settings={data.settings} viewer={data.viewer} />}
          <main id="main-content" tabIndex={-1} aria-busy={busy} className="flex min-w-0 flex-1 flex-col p-4 focus:outline-none sm:p-6">
            <Suspense fallback={<RouteFallback />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        <Footer organisation={data.organisation} />
        <NotificationCenter />
        {busy ? <Loader label={t('shell.loading')} /> : null}
      </div>
    </ViewOnlyProvider>
  );
}
