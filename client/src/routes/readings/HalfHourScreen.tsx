import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { focusRing } from '../../components/focusRing';
import { defineScreen } from '../../router/screenRoute';
import type { HalfHourScreenQuery } from './__generated__/HalfHourScreenQuery.graphql';
import { HalfHourRecords } from './HalfHourRecords';
import { HalfHourUpload } from './HalfHourUpload';

/** The template's 5 instruction steps (`002 §1`), the same as in the spreadsheet. */
const STEPS = [1, 2, 3, 4, 5] as const;

const halfHourScreenQuery = graphql`
  query HalfHourScreenQuery @preloadable {
    settings {
      emmHalfHourConsumptions
    }
    organisation {
      name
    }
    viewer {
      user {
        selectedAccount {
          id
          halfHourTemplateUrl
          ...HalfHourRecords_account
        }
      }
    }
  }
`;

/** `000 §2` /halfHourEstimatedConsumption: template, instructions, import and imported records. */
function HalfHourScreen({ queryRef }: { queryRef: PreloadedQuery<HalfHourScreenQuery> }) {
  const { settings, organisation, viewer } = usePreloadedQuery<HalfHourScreenQuery>(halfHourScreenQuery, queryRef);
  const { t } = useTranslation('readings');
  const account = viewer.user?.selectedAccount;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('halfHour.title')}</PageTitle>
      {!settings.emmHalfHourConsumptions ? (
        <EmptyState title={t('halfHour.notOffered')} />
      ) : !account ? (
        <EmptyState title={t('noAccount')} />
      ) : (
        <>
          <section aria-labelledby="half-hour-steps" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="half-hour-steps" className="text-base font-semibold text-gray-900">{t('halfHour.stepsTitle')}</h2>
            <ol className="list-decimal space-y-1 ps-6 text-sm text-gray-900">
              {STEPS.map((step) => <li key={step}>{t(`halfHour.steps.${step}`)}</li>)}
            </ol>
            {account.halfHourTemplateUrl ? (
              <a href={account.halfHourTemplateUrl} download className={`inline-flex min-h-10 items-center self-start rounded-md bg-brand-main px-4 py-2 text-sm font-semibold text-white ${focusRing}`}>
                {t('halfHour.download')}
              </a>
            ) : null}
          </section>
          <HalfHourUpload accountId={account.id} />
          <HalfHourRecords account={account} />
        </>
      )}
    </div>
  );
}

export const halfHourScreen = defineScreen<HalfHourScreenQuery>({
  namespaces: ['readings'],
  Screen: HalfHourScreen,
});
