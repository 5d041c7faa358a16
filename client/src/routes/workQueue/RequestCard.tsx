import { graphql, useFragment } from 'react-relay/hooks';
import { typedDayOf } from '../../../../shared/days';
import { DetailList } from '../../components/DetailList';
import { Ltr } from '../../components/Ltr';
import { Section } from '../../components/Section';
import { formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import type { RequestCard_application$key } from './__generated__/RequestCard_application.graphql';

/**
 * What the customer asked for with a customer-service or maintenance application, read-only: the type, when it
 * was sent, the account and address, the preferred day, the description and the form's other fields. Nothing
 * for applications whose request lives elsewhere (family and new customer applications have their own cards).
 */
export function RequestCard(props: { application: RequestCard_application$key }) {
  const { t } = useTranslation('workQueue');
  const { typeName, request } = useFragment(
    graphql`
      fragment RequestCard_application on Application {
        typeName
        request {
          submittedOn
          accountKey
          address
          description
          preferredDate
          fields {
            name
            value
          }
        }
      }
    `,
    props.application,
  );
  if (!request) return null;
  return (
    <Section title={t('request.title')} testId="application-request">
      <DetailList
        layout="fields"
        items={[
          [t('request.type'), typeName ?? '—'],
          [t('request.submittedOn'), <time key="submitted" dateTime={request.submittedOn}>{formatDateTime(request.submittedOn)}</time>],
          [t('request.account'), request.accountKey ? <Ltr key="account">{request.accountKey}</Ltr> : '—'],
          [t('request.address'), request.address ?? '—'],
          [t('request.preferredDate'), request.preferredDate ? typedDayOf(request.preferredDate) : t('request.noPreferredDate')],
        ]}
      />
      <div className="flex flex-col gap-1">
        <h3 className="text-sm text-gray-700">{t('request.description')}</h3>
        <p dir="auto" className="whitespace-pre-line break-words rounded-md bg-gray-50 p-3 text-gray-900" data-testid="application-request-description">
          {request.description}
        </p>
      </div>
      {request.fields.length > 0 ? <DetailList layout="fields" items={request.fields.map((field, index) => ({ id: index, label: field.name, value: <span dir="auto">{field.value}</span> }))} /> : null}
    </Section>
  );
}
