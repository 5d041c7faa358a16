import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { focusRing } from '../../components/focusRing';
import type { AllocationTabs_jobCard$key } from './__generated__/AllocationTabs_jobCard.graphql';
import type { StoresTab_query$key } from './__generated__/StoresTab_query.graphql';
import { ManpowerTab } from './ManpowerTab';
import { StoresTab } from './StoresTab';
import { SupportTab } from './SupportTab';

const TABS = ['manpower', 'support', 'stores'] as const;

interface Props {
  jobCard: AllocationTabs_jobCard$key;
  query: StoresTab_query$key;
  employees: ReadonlyArray<{ readonly employeeId: number; readonly name: string }>;
  services: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
  warehouses: ReadonlyArray<{ readonly warehouseId: number; readonly name: string }>;
  defaultWarehouseId: number | null;
}

/** Manpower, support services and stores of a job card, one tab each (read-only once closed). */
export function AllocationTabs(props: Props) {
  const { t } = useTranslation('maintenance');
  const card = useFragment(
    graphql`
      fragment AllocationTabs_jobCard on JobCard {
        id
        closed
        # eslint-disable-next-line relay/unused-fields -- ManpowerTab.tsx shows the rows
        manpower {
          allocationId
          employeeName
          workDate
          hours
          overtimeHours
        }
        # eslint-disable-next-line relay/unused-fields -- SupportTab.tsx shows the rows
        supportServices {
          allocationId
          service {
            name
          }
          supplier
          quantity
          hours
          cost
        }
        # eslint-disable-next-line relay/unused-fields -- StoresTab.tsx shows the rows
        storeAllocations {
          allocationId
          code
          name
          unit
          warehouseName
          quantity
          issuedAt
        }
      }
    `,
    props.jobCard,
  );
  return (
    <section aria-labelledby="allocations-title" className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4">
      <h2 id="allocations-title" className="text-lg font-semibold text-gray-900">
        {t('allocations.title')}
      </h2>
      <TabGroup className="flex flex-col gap-4">
        <TabList aria-label={t('allocations.title')} className="flex gap-1 overflow-x-auto border-b border-gray-300">
          {TABS.map((tab) => (
            <Tab
              key={tab}
              data-testid={`allocation-tab-${tab}`}
              className={`-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-gray-700 data-hover:text-gray-900 data-selected:border-brand-main data-selected:text-brand-main ${focusRing}`}
            >
              {t(`allocations.${tab}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel className={`rounded ${focusRing}`}>
            <ManpowerTab jobCardId={card.id} rows={card.manpower} readOnly={card.closed} employees={props.employees} />
          </TabPanel>
          <TabPanel className={`rounded ${focusRing}`}>
            <SupportTab jobCardId={card.id} rows={card.supportServices} readOnly={card.closed} services={props.services} />
          </TabPanel>
          <TabPanel className={`rounded ${focusRing}`}>
            <StoresTab jobCardId={card.id} rows={card.storeAllocations} readOnly={card.closed} query={props.query} warehouses={props.warehouses} defaultWarehouseId={props.defaultWarehouseId} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </section>
  );
}
