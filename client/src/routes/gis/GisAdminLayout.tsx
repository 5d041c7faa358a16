import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, NavLink } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { gisPaths } from '../../lib/gisPaths';

const SCREENS = [
  { key: 'gisSettings', to: gisPaths.gisSettings },
  { key: 'mapsSettings', to: gisPaths.mapsSettings },
  { key: 'mapSettings', to: gisPaths.mapSettings() },
  { key: 'gisUserSettings', to: gisPaths.gisUserSettings },
] as const;

/**
 * The frame of the GIS administration screens (002 §2 gisSettings, mapsSettings, mapSettings, gisUserSettings):
 * title and the links between them; the user settings opened from the map get a way back to it instead.
 */
export function GisAdminLayout({ title, organisationName, fromMap = false, children }: { title: string; organisationName: string; fromMap?: boolean; children: ReactNode }) {
  const { t } = useTranslation('gis');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4" data-testid="gis-admin">
      {fromMap ? (
        <Link to={gisPaths.webgis} className={`self-start text-sm font-medium text-brand-main underline ${focusRing}`}>
          {t('admin.backToMap')}
        </Link>
      ) : (
        <nav aria-label={t('admin.title')} className="overflow-x-auto">
          <ul className="flex gap-1 border-b border-gray-300">
            {SCREENS.map((screen) => (
              <li key={screen.key}>
                <NavLink
                  to={screen.to}
                  end={false}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium ${isActive ? 'border-brand-main text-brand-main' : 'border-transparent text-gray-700 hover:text-gray-900'} ${focusRing}`
                  }
                >
                  {t(`admin.${screen.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PageTitle suffix={organisationName}>{title}</PageTitle>
      {children}
    </div>
  );
}

/** A form's select in the portal's field style. */
