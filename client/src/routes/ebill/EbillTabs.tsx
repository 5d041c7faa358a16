import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
import { Paragraphs } from '../../components/Paragraphs';
import type { EbillTabs_query$key } from './__generated__/EbillTabs_query.graphql';

interface EbillTabsProps {
  selected: number;
  onChange: (index: number) => void;
  query: EbillTabs_query$key;
  children: ReactNode;
}

const tabClass = `min-h-10 rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-gray-700 data-selected:border-brand-main data-selected:text-brand-main ${focusRing}`;

/** 001 §2: the registration tab and the terms and conditions tab, with the terms' headings. */
export function EbillTabs({ selected, onChange, query, children }: EbillTabsProps) {
  const { t } = useTranslation('ebill');
  // The legal text (id 2) paragraph by paragraph with its headings; the e-bill lookups' plain-text terms
  // for a utility whose legal text has no paragraphs.
  const { legalTerms: terms, ebillLookups } = useFragment(
    graphql`
      fragment EbillTabs_query on Query {
        ebillLookups {
          terms
        }
        legalTerms {
          language
          # eslint-disable-next-line relay/unused-fields -- components/Paragraphs shows them
          paragraphs {
            title
            subtitle
            text
          }
        }
      }
    `,
    query,
  );
  return (
    <TabGroup selectedIndex={selected} onChange={onChange} className="flex flex-col gap-4">
      <TabList className="flex gap-2 border-b border-gray-300">
        <Tab className={tabClass}>{t('tabs.registration')}</Tab>
        <Tab className={tabClass}>{t('tabs.terms')}</Tab>
      </TabList>
      <TabPanels>
        {/* Kept mounted: reading the terms must not lose the wizard's progress. */}
        <TabPanel unmount={false}>{children}</TabPanel>
        <TabPanel unmount={false} className="rounded-lg bg-white p-4 text-sm shadow-sm" data-testid="ebill-terms">
          {terms.paragraphs.length > 0 ? (
            <div lang={terms.language}>
              <Paragraphs paragraphs={terms.paragraphs} />
            </div>
          ) : (
            <p className="whitespace-pre-line text-gray-800">{ebillLookups.terms || t('termsUnavailable')}</p>
          )}
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
