import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { isolated } from '../../i18n/isolate';
import { defineScreen } from '../../router/screenRoute';
import type { ReadingsScreenQuery } from './__generated__/ReadingsScreenQuery.graphql';
import { ConsumptionChart } from '../../features/readings/ConsumptionChart';
import { MeterDetails } from './MeterDetails';
import { MeterHistory } from './MeterHistory';
import { SelectField } from '../../components/SelectField';
import { ReadingControls } from '../../components/viewOnly';

const readingsScreenQuery = graphql`
  query ReadingsScreenQuery @preloadable {
    settings {
      customerMeterReadings
    }
    organisation {
      name
    }
    viewer {
      user {
        selectedAccount {
          accountKey
          address
          ...ConsumptionChart_account
          meters(first: 20) {
            edges {
              node {
                id
                meterRef
                ...MeterDetails_meter
                ...MeterHistory_meter
              }
            }
          }
        }
      }
    }
  }
`;

/** `000 §2` /app/readings: meters, reading history, consumption chart and the customer's own readings. */
function ReadingsScreen({ queryRef }: { queryRef: PreloadedQuery<ReadingsScreenQuery> }) {
  const { settings, organisation, viewer } = usePreloadedQuery<ReadingsScreenQuery>(readingsScreenQuery, queryRef);
  const { t } = useTranslation('readings');
  const account = viewer.user?.selectedAccount;
  const meters = account?.meters.edges.map((edge) => edge.node) ?? [];
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const meter = meters.find((candidate) => candidate.id === chosen) ?? meters[0];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('readings.title')}</PageTitle>
      {!account ? (
        <EmptyState title={t('noAccount')} />
      ) : (
        <>
          <p className="text-sm text-gray-700">{t('account', { key: isolated(account.accountKey), address: isolated(account.address) })}</p>
          {meters.length > 1 ? (
            <div className="max-w-xs">
              <ReadingControls>
                <SelectField label={t('meter.choose')} value={meter?.id} onValueChange={setChosen} options={meters.map((option) => ({ value: option.id, label: option.meterRef }))} />
              </ReadingControls>
            </div>
          ) : null}
          {meter ? (
            <>
              <MeterDetails key={`details-${meter.id}`} meter={meter} canSubmit={settings.customerMeterReadings} />
              <ConsumptionChart account={account} />
              <MeterHistory key={`history-${meter.id}`} meter={meter} />
            </>
          ) : (
            <EmptyState title={t('noMeters')} />
          )}
        </>
      )}
    </div>
  );
}

export const readingsScreen = defineScreen<ReadingsScreenQuery>({
  namespaces: ['readings'],
  Screen: ReadingsScreen,
});
