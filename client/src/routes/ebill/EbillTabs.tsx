import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';

interface EbillTabsProps {
  selected: number;
  onChange: (index: number) => void;
  terms: string;
  children: ReactNode;
}

const tabClass = `min-h-10 rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-gray-700 data-selected:border-brand-main data-selected:text-brand-main ${focusRing}`;

/** 001 §2: the registration tab and the terms and conditions tab (terms from GetLookups). */
export function EbillTabs({ selected, onChange, terms, children }: EbillTabsProps) {
  const { t } = useTranslation('ebill');
  return (
    <TabGroup selectedIndex={selected} onChange={onChange} className="flex flex-col gap-4">
      <TabList className="flex gap-2 border-b border-gray-300">
        <Tab className={tabClass}>{t('tabs.registration')}</Tab>
        <Tab className={tabClass}>{t('tabs.terms')}</Tab>
      </TabList>
      <TabPanels>
        {/* Kept mounted: reading the terms must not lose the wizard's progress. */}
        <TabPanel unmount={false}>{children}</TabPanel>
        <TabPanel unmount={false} className="rounded-lg bg-white p-4 shadow-sm">
          <p className="whitespace-pre-line text-sm text-gray-800" data-testid="ebill-terms">
            {terms || t('termsUnavailable')}
          </p>
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
