import { MenuItem, MenuSection, MenuHeading, MenuSeparator } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { LazyDialog } from '../../components/LazyDialog';
import { type DropdownAutoOpen, DropdownMenu, menuItemClass } from '../../components/DropdownMenu';
import type { HelpMenu_query$key } from './__generated__/HelpMenu_query.graphql';
import { parseHelpVideos } from './helpVideos';
import { HelpIcon } from './icons';

/** 000 §2 help menu: help videos and manuals; a missing PDF manual gives a warning dialog. */
export function HelpMenu({ query, autoOpen }: { query: HelpMenu_query$key; autoOpen?: DropdownAutoOpen }) {
  const { t } = useTranslation();
  const [missingOpen, setMissingOpen] = useState(false);
  const data = useFragment(
    graphql`
      fragment HelpMenu_query on Query {
        helpVideos: texts(ids: [51]) {
          text
        }
        appGuide: localizedFile(kind: APP_GUIDE) {
          exists
          downloadUrl
        }
        mapGuide: localizedFile(kind: MAP_GUIDE) {
          exists
          downloadUrl
        }
      }
    `,
    query,
  );
  // 000 §7: text 51 holds the help video links, a JSON list.
  const videos = parseHelpVideos(data.helpVideos[0]?.text);
  const manuals = [
    { key: 'appGuide', label: t('help.appGuide'), file: data.appGuide },
    { key: 'mapGuide', label: t('help.mapGuide'), file: data.mapGuide },
  ];

  return (
    <>
      <DropdownMenu label={t('help.menu')} testId="help-menu" autoOpen={autoOpen} button={<HelpIcon />}>
        {videos.length > 0 ? (
          <>
            <MenuSection>
              <MenuHeading className="px-3 pt-2 pb-1 text-xs font-semibold text-gray-500 uppercase">
                {t('help.videos')}
              </MenuHeading>
              {videos.map((video) => (
                <MenuItem key={video.url}>
                  <a href={video.url} target="_blank" rel="noopener noreferrer" className={menuItemClass}>
                    {video.name}
                  </a>
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSeparator className="my-1 h-px bg-gray-200" />
          </>
        ) : null}
        <MenuSection>
          <MenuHeading className="px-3 pt-2 pb-1 text-xs font-semibold text-gray-500 uppercase">{t('help.manuals')}</MenuHeading>
          {manuals.map(({ key, label, file }) => (
            <MenuItem key={key}>
              {file.exists && file.downloadUrl ? (
                <a href={file.downloadUrl} download className={menuItemClass}>
                  {label}
                </a>
              ) : (
                <button type="button" className={menuItemClass} onClick={() => setMissingOpen(true)}>
                  {label}
                </button>
              )}
            </MenuItem>
          ))}
        </MenuSection>
      </DropdownMenu>
      <LazyDialog
        open={missingOpen}
        tone="warn"
        title={t('help.missingTitle')}
        closeLabel={t('actions.close')}
        onClose={() => setMissingOpen(false)}
      >
        {t('help.missingPdf')}
      </LazyDialog>
    </>
  );
}
