import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { focusRing } from '../../components/focusRing';
import type { Navigation_organisation$key } from './__generated__/Navigation_organisation.graphql';
import type { Navigation_settings$key } from './__generated__/Navigation_settings.graphql';
import type { Navigation_viewer$key } from './__generated__/Navigation_viewer.graphql';
import { ChevronIcon, MenuIcon } from './icons';
import { NavigationLinks } from './NavigationLinks';
import { useNavCollapsed } from './useNavCollapsed';
import { iconBarImages, navigationItems } from '../../lib/navigationItems';

interface NavigationProps {
  organisation: Navigation_organisation$key;
  settings: Navigation_settings$key;
  viewer: Navigation_viewer$key;
}

/** 000 §2: role- and flag-driven navigation, as an icon bar when every item has an image, else a drawer. */
export function Navigation(props: NavigationProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [collapsed, setCollapsed] = useNavCollapsed();
  /* eslint-disable relay/unused-fields -- navigationItems and iconBarImages (navigationItems.ts) read these facts */
  const organisation = useFragment(
    graphql`
      fragment Navigation_organisation on Organisation {
        enableIconsNavBar
        showNavBarOnHover
        enableSupportPage
        enablePrivacyPolicy
        paymentLink
        paymentLinks {
          link
        }
        menuIcons {
          item
          image
        }
      }
    `,
    props.organisation,
  );
  const settings = useFragment(
    graphql`
      fragment Navigation_settings on Settings {
        showPaymentButton
        customerMeterReadings
        emmHalfHourConsumptions
        allowDashboardsCustomer
        enableEBillRegistration
        newCustomerApplication
        newCustomerEvaluationApplication
      }
    `,
    props.settings,
  );
  const { user } = useFragment(
    graphql`
      fragment Navigation_viewer on Viewer {
        user {
          role
          registrationType
          showContactUsEmail
          contactUsUrl
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
          }
        }
      }
    `,
    props.viewer,
  );
  /* eslint-enable relay/unused-fields */

  const items = navigationItems({
    user: user ?? null,
    settings,
    organisation: {
      enableSupportPage: organisation.enableSupportPage,
      enablePrivacyPolicy: organisation.enablePrivacyPolicy,
      hasPaymentLink: Boolean(organisation.paymentLink) || organisation.paymentLinks.length > 0,
    },
  });
  const icons = iconBarImages(items, organisation.menuIcons, organisation.enableIconsNavBar);

  if (icons) {
    return (
      <nav data-testid="main-nav" data-variant="icons" aria-label={t('nav.label')} className="group/nav border-e border-gray-200 bg-white">
        <NavigationLinks items={items} icons={icons} namesOnHover={organisation.showNavBarOnHover} onNavigate={() => setOpen(false)} />
      </nav>
    );
  }

  // Employees work in wide lists: their menu folds to a rail of icons from the lg breakpoint; phones keep the drawer.
  const collapsible = user?.role === 'EMPLOYEE';
  const rail = collapsible && collapsed;
  return (
    <div data-testid="main-nav-frame" data-rail={rail || undefined} className={`border-e border-gray-200 bg-white lg:shrink-0 ${rail ? 'lg:w-16' : 'lg:w-64'}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpen((value) => !value)}
        className={`flex min-h-11 w-full items-center gap-2 px-4 text-sm font-semibold text-brand-main lg:hidden ${focusRing}`}
      >
        <MenuIcon />
        {t('nav.toggle')}
      </button>
      {collapsible ? (
        <div className={`hidden p-2 pb-0 lg:flex ${rail ? 'justify-center' : 'justify-end'}`}>
          <button
            type="button"
            aria-expanded={!rail}
            aria-controls="main-nav"
            aria-label={rail ? t('nav.expand') : t('nav.collapse')}
            title={rail ? t('nav.expand') : t('nav.collapse')}
            onClick={() => setCollapsed(!rail)}
            data-testid="nav-collapse"
            className={`flex size-11 items-center justify-center rounded-md text-gray-700 hover:bg-brand-login-secondary ${focusRing}`}
          >
            <ChevronIcon pointsTo={rail ? 'end' : 'start'} />
          </button>
        </div>
      ) : null}
      <nav
        id="main-nav"
        data-testid="main-nav"
        data-variant="drawer"
        data-open={open || undefined}
        aria-label={t('nav.label')}
        className="hidden data-open:block lg:block"
      >
        <NavigationLinks items={items} icons={null} withItemIcons={collapsible} rail={rail} onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}
