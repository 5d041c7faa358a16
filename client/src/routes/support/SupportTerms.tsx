import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { focusRing } from '../../components/focusRing';
import type { SupportTerms_query$key } from './__generated__/SupportTerms_query.graphql';
import { Paragraphs } from '../../components/Paragraphs';

/** 001 §2: the terms of use, collapsed, only while the utility shows terms and conditions. */
export function SupportTerms({ query }: { query: SupportTerms_query$key }) {
  const { t } = useTranslation('support');
  const data = useFragment(
    graphql`
      fragment SupportTerms_query on Query {
        settings {
          isShowTermsAndConditions
        }
        legalTerms {
          language
          # eslint-disable-next-line relay/unused-fields -- Paragraphs.tsx shows them
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
  if (!data.settings.isShowTermsAndConditions || data.legalTerms.paragraphs.length === 0) return null;
  return (
    <Disclosure as="section" className="rounded-md border border-gray-300 bg-white" data-testid="support-terms">
      <h2>
        <DisclosureButton
          className={`group flex min-h-11 w-full items-center justify-between gap-2 px-4 py-2 text-start text-lg font-semibold text-gray-900 ${focusRing}`}
        >
          {t('terms.title')}
          <span aria-hidden="true" className="transition-transform group-data-open:rotate-180">
            ▾
          </span>
        </DisclosureButton>
      </h2>
      <DisclosurePanel className="border-t border-gray-200 px-4 py-3" lang={data.legalTerms.language}>
        <Paragraphs paragraphs={data.legalTerms.paragraphs} />
      </DisclosurePanel>
    </Disclosure>
  );
}
