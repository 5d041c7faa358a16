import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { OrganisationShellTestQuery } from './__generated__/OrganisationShellTestQuery.graphql';
import { Header } from './Header';
import { Navigation } from './Navigation';

const testQuery = graphql`
  query OrganisationShellTestQuery @relay_test_operation {
    organisation {
      ...Header_organisation
      ...Navigation_organisation
    }
    settings {
      ...Header_settings
      ...Navigation_settings
    }
    viewer {
      ...Header_viewer
      ...Navigation_viewer
    }
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- Header.tsx passes it on to the help menu
    ...HelpMenu_query
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<OrganisationShellTestQuery> }) {
  const data = usePreloadedQuery<OrganisationShellTestQuery>(testQuery, queryRef);
  return (
    <>
      <Header organisation={data.organisation} settings={data.settings} viewer={data.viewer} query={data} />
      <Navigation organisation={data.organisation} settings={data.settings} viewer={data.viewer} />
    </>
  );
}

const icon = `data:image/png;base64,${'A'.repeat(24)}`;

function renderShell(showNavBarOnHover: boolean, employee = false) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<OrganisationShellTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Organisation: () => ({
        name: 'Water Board of Nicosia',
        shortName: 'WBN',
        logo: null,
        enableIconsNavBar: !employee,
        showNavBarOnHover,
        enableSupportPage: true,
        enablePrivacyPolicy: false,
        paymentLink: null,
        paymentLinks: [],
        menuIcons: [{ item: 'login', image: icon }, { item: 'support', image: icon }],
      }),
      Settings: () => ({ enableEBillRegistration: false, newCustomerApplication: false, newCustomerEvaluationApplication: false }),
      Viewer: () => ({ user: employee ? { role: 'EMPLOYEE', registrationType: 'EMAIL', features: { enquiries: true, disconnections: true } } : null }),
    }),
  );
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

describe('organisation settings in the shell (000 §3)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    return setupI18n('en');
  });

  test('the short name heads a phone screen, the full name wider ones', async () => {
    renderShell(false);
    expect(await screen.findByTestId('org-short-name')).toHaveTextContent('WBN');
    expect(screen.getByText('Water Board of Nicosia')).toHaveClass('hidden', 'sm:inline');
  });

  test('showNavBarOnHover opens the icon bar to its names on hover or focus; without it they stay for screen readers', async () => {
    renderShell(true);
    const nav = await screen.findByTestId('main-nav');
    expect(nav).toHaveAttribute('data-variant', 'icons');
    expect(within(nav).getByText('Support')).toHaveClass('group-hover/nav:not-sr-only', 'group-focus-within/nav:not-sr-only');
  });

  test('without showNavBarOnHover the icon bar keeps its names for assistive technology only', async () => {
    renderShell(false);
    const nav = await screen.findByTestId('main-nav');
    expect(within(nav).getByText('Support')).toHaveClass('sr-only');
    expect(within(nav).getByText('Support')).not.toHaveClass('group-hover/nav:not-sr-only');
  });

  test('an employee folds the menu to a rail of icons with a button; the links keep their names and the choice outlives the page', async () => {
    const user = userEvent.setup();
    const first = renderShell(false, true);
    const fold = await screen.findByRole('button', { name: 'Collapse menu' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('main-nav-frame')).not.toHaveAttribute('data-rail');
    fold.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('main-nav-frame')).toHaveAttribute('data-rail', 'true');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(screen.getByTestId('main-nav')).getByRole('link', { name: 'Enquiries' })).toBeInTheDocument();
    first.unmount();

    renderShell(false, true);
    expect(await screen.findByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
    expect(screen.getByTestId('main-nav-frame')).toHaveAttribute('data-rail', 'true');
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(window.localStorage.getItem('navCollapsed')).toBeNull();
  });

  test('a customer\'s or visitor\'s menu does not fold', async () => {
    renderShell(false);
    await screen.findByTestId('main-nav');
    expect(screen.queryByTestId('nav-collapse')).toBeNull();
  });
});
