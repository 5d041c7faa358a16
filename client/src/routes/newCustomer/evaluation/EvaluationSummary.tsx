import { useTranslation } from '../../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EvaluationSummary_evaluation$key } from './__generated__/EvaluationSummary_evaluation.graphql';
import { formatDateTime } from '../../../i18n/format';

/** The application as submitted, as a description list. */
export function EvaluationSummary({ evaluation }: { evaluation: EvaluationSummary_evaluation$key }) {
  const { t, i18n } = useTranslation('evaluation');
  const data = useFragment(
    graphql`
      fragment EvaluationSummary_evaluation on CustomerEvaluation {
        submittedAt
        name
        email
        mobileNo
        address
        postalCode
        supplyType
        propertyType
        usageType
        occupants
        estimatedMonthlyConsumption
        consentContactByEmail
        consentContactBySms
      }
    `,
    evaluation,
  );
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const rows: Array<[string, string]> = [
    [t('result.submittedAt'), formatDateTime(data.submittedAt as string)],
    [t('fields.name'), data.name],
    [t('fields.email'), data.email ?? '—'],
    [t('result.phone'), data.mobileNo ? `+${data.mobileNo}` : '—'],
    [t('fields.address'), `${data.address}, ${data.postalCode}`],
    [t('fields.supplyType'), t(`supplyTypes.${data.supplyType}`)],
    [t('fields.propertyType'), t(`propertyTypes.${data.propertyType}`)],
    [t('fields.usageType'), t(`usageTypes.${data.usageType}`)],
    [t('fields.occupants'), new Intl.NumberFormat(i18n.language).format(data.occupants)],
    [t('result.consumption'), data.estimatedMonthlyConsumption === null || data.estimatedMonthlyConsumption === undefined ? '—' : new Intl.NumberFormat(i18n.language).format(data.estimatedMonthlyConsumption)],
    [t('fields.consentContactByEmail'), yesNo(data.consentContactByEmail)],
    [t('fields.consentContactBySms'), yesNo(data.consentContactBySms)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-md border border-gray-300 bg-white p-4 sm:grid-cols-[minmax(0,14rem)_1fr]" data-testid="evaluation-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="text-gray-900" dir="auto">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
