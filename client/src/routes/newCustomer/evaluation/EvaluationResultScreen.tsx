import { useTranslation } from '../../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../../components/focusRing';
import { PageTitle } from '../../../components/PageTitle';
import { defineScreen } from '../../../router/screenRoute';
import type { EvaluationResultScreenQuery } from './__generated__/EvaluationResultScreenQuery.graphql';
import { EvaluationSummary } from './EvaluationSummary';

const evaluationResultScreenQuery = graphql`
  query EvaluationResultScreenQuery($accessKey: String!) @preloadable {
    organisation {
      name
    }
    customerEvaluation(accessKey: $accessKey) {
      reference
      ...EvaluationSummary_evaluation
    }
  }
`;

/** 000 §2 /customerEvaluation/{id}: a submitted application, by the key of its page (also e-mailed). */
function EvaluationResultScreen({ queryRef }: { queryRef: PreloadedQuery<EvaluationResultScreenQuery> }) {
  const { organisation, customerEvaluation } = usePreloadedQuery<EvaluationResultScreenQuery>(evaluationResultScreenQuery, queryRef);
  const { t } = useTranslation('evaluation');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6" data-testid="evaluation-result">
      <PageTitle suffix={organisation.name}>{t('result.title')}</PageTitle>
      {customerEvaluation ? (
        <>
          <p role="status" className="rounded-md border border-emerald-700/40 bg-emerald-50 p-4 text-emerald-950">
            {t('result.received')} <strong dir="ltr">{customerEvaluation.reference}</strong>
          </p>
          <EvaluationSummary evaluation={customerEvaluation} />
        </>
      ) : (
        <p className="text-gray-800" data-testid="evaluation-not-found">
          {t('result.notFound')}
        </p>
      )}
      <p>
        <Link to="/customerEvaluation" className={`inline-flex min-h-11 items-center rounded-md border border-brand-main px-4 font-semibold text-brand-main ${focusRing}`}>
          {t('result.newApplication')}
        </Link>
      </p>
    </div>
  );
}

export const evaluationResultScreen = defineScreen<EvaluationResultScreenQuery>({
  namespaces: ['evaluation'],
  Screen: EvaluationResultScreen,
});
