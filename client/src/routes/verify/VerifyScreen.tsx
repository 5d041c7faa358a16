import { type FormEvent, useState } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { typedDayOf } from '../../../../shared/days';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DetailList } from '../../components/DetailList';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { useTranslation } from '../../i18n/useTranslation';
import { defineScreen } from '../../router/screenRoute';
import type { VerifyScreenQuery } from './__generated__/VerifyScreenQuery.graphql';

const verifyScreenQuery = graphql`
  query VerifyScreenQuery($code: String!, $hasCode: Boolean!) @preloadable {
    issuedDocumentVerification(code: $code) @include(if: $hasCode) {
      reference
      familyName
      title
      holderName
      issuedOn
      validUntil
      valid
    }
    organisation {
      name
    }
  }
`;

/** /verify, /verify/{code}: whether a licence or permit the utility issued is genuine and still valid (public). */
function VerifyScreen({ queryRef, params }: { queryRef: PreloadedQuery<VerifyScreenQuery>; params: Readonly<Record<string, string | undefined>> }) {
  const { issuedDocumentVerification: document, organisation } = usePreloadedQuery<VerifyScreenQuery>(verifyScreenQuery, queryRef);
  const { t } = useTranslation('applicationFamilies');
  const navigate = useNavigate();
  const asked = params['code'] ?? '';
  const [code, setCode] = useState(asked);
  const [error, setError] = useState<string | null>(null);
  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') return setError(t('verify.codeRequired'));
    setError(null);
    void navigate(`/verify/${encodeURIComponent(typed)}`);
  };
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('verify.title')}</PageTitle>
      <p className="text-gray-700">{t('verify.intro')}</p>
      <form noValidate onSubmit={check} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField label={t('verify.code')} value={code} dir="ltr" autoComplete="off" spellCheck={false} error={error} onChange={(event) => setCode(event.target.value)} data-testid="verify-code" />
        </div>
        <Button type="submit" data-testid="verify-submit">{t('verify.check')}</Button>
      </form>
      {asked === '' ? null : document ? (
        <section aria-live="polite" className={`flex flex-col gap-3 rounded-lg border-s-4 bg-white p-4 shadow-sm ${document.valid ? 'border-green-700' : 'border-amber-600'}`} data-testid="verify-result">
          <Badge tone={document.valid ? 'success' : 'warning'} data-testid="verify-state" data-valid={document.valid}>
            {document.valid ? t('verify.valid') : t('verify.expired')}
          </Badge>
          <DetailList
            layout="pairs"
            items={[
              [t('verify.reference'), <bdi dir="ltr" key="reference">{document.reference}</bdi>],
              [t('verify.holder'), document.holderName],
              [t('verify.family'), document.familyName],
              [t('verify.documentTitle'), document.title],
              [t('verify.issuedOn'), typedDayOf(document.issuedOn)],
              [t('verify.validUntil'), document.validUntil ? typedDayOf(document.validUntil) : t('verify.noExpiry')],
            ]}
          />
        </section>
      ) : (
        <p role="status" className="rounded-lg border-s-4 border-red-700 bg-white p-4 font-semibold text-red-800 shadow-sm" data-testid="verify-not-found">
          {t('verify.notFound', { code: asked })}
        </p>
      )}
    </div>
  );
}

export const verifyScreen = defineScreen<VerifyScreenQuery>({
  namespaces: ['applicationFamilies'],
  Screen: VerifyScreen,
});
