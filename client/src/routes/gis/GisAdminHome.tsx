import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { defineScreen } from '../../router/screenRoute';
import type { GisAdminHomeQuery } from './__generated__/GisAdminHomeQuery.graphql';
import { GisAdminLayout } from './GisAdminLayout';
import { gisPaths } from '../../lib/gisPaths';

const gisAdminHomeQuery = graphql`
  query GisAdminHomeQuery @preloadable {
    gisSettings {
      serverType
    }
    gisMaps {
      __typename
    }
    organisation {
      name
    }
  }
`;

/** /gisAdministration: what is configured, and the four settings screens. */
function GisAdminHome({ queryRef }: { queryRef: PreloadedQuery<GisAdminHomeQuery> }) {
  const data = usePreloadedQuery<GisAdminHomeQuery>(gisAdminHomeQuery, queryRef);
  const { t } = useTranslation('gis');
  const cards = [
    { key: 'gisSettings', to: gisPaths.gisSettings, summary: data.gisSettings.serverType === 'NONE' ? t('admin.noServer') : t('admin.server', { type: data.gisSettings.serverType }) },
    { key: 'mapsSettings', to: gisPaths.mapsSettings, summary: t('admin.mapCount', { count: data.gisMaps.length }) },
    { key: 'mapSettings', to: gisPaths.mapSettings(), summary: t('admin.mapSettingsSummary') },
    { key: 'gisUserSettings', to: gisPaths.gisUserSettings, summary: t('admin.userSettingsSummary') },
  ] as const;
  return (
    <GisAdminLayout title={t('admin.title')} organisationName={data.organisation.name}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key}>
            <Link to={card.to} className={`flex h-full flex-col gap-1 rounded-md border border-gray-200 bg-white p-4 hover:border-brand-main ${focusRing}`}>
              <span className="font-semibold text-brand-main">{t(`admin.${card.key}`)}</span>
              <span className="text-sm text-gray-700">{card.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </GisAdminLayout>
  );
}

export const gisAdminHomeScreen = defineScreen<GisAdminHomeQuery>({ namespaces: ['gis'], Screen: GisAdminHome });
