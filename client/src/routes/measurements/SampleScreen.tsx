import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { SampleScreenQuery } from './__generated__/SampleScreenQuery.graphql';
import { SampleForm } from './SampleForm';

const sampleScreenQuery = graphql`
  query SampleScreenQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on Sample {
        sampleNumber
        ...SampleForm_sample @alias(as: "form")
      }
    }
    organisation {
      name
    }
  }
`;

/** 002 §2 sample: one sample, its qualitative results and overall result. */
function SampleScreen({ queryRef }: { queryRef: PreloadedQuery<SampleScreenQuery> }) {
  const { node, organisation } = usePreloadedQuery<SampleScreenQuery>(sampleScreenQuery, queryRef);
  const { t } = useTranslation('measurements');
  const back = (
    <Link to="/samples" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {t('sample.back')}
    </Link>
  );
  if (!node?.sampleNumber || !node.form) {
    return (
      <div className="mx-auto flex w-full min-w-0 max-w-4xl flex-col gap-6 p-4 sm:p-6">
        {back}
        <EmptyState title={t('sample.notFoundTitle')} description={t('sample.notFound')} testId="sample-not-found" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-4xl flex-col gap-6 p-4 sm:p-6">
      {back}
      <PageTitle suffix={organisation.name}>{t('sample.title', { number: node.sampleNumber })}</PageTitle>
      <SampleForm sample={node.form} />
    </div>
  );
}

export const sampleScreen = defineScreen<SampleScreenQuery>({
  namespaces: ['measurements'],
  Screen: SampleScreen,
});
