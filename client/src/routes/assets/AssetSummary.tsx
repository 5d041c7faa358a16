import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { formatDate, formatMoney } from '../../i18n/format';
import type { AssetSummary_asset$key } from './__generated__/AssetSummary_asset.graphql';
import { DetailList } from '../../components/DetailList';
import { GradeBadge } from './GradeBadge';
import { assetPaths } from '../../lib/assetPaths';

/** What the register knows about an asset, with its current condition. */
export function AssetSummary(props: { asset: AssetSummary_asset$key }) {
  const { t, i18n } = useTranslation('assets');
  const asset = useFragment(
    graphql`
      fragment AssetSummary_asset on Asset {
        category
        status
        criticality
        make
        model
        serialNo
        installedOn
        purchaseCost
        expectedLifeYears
        conditionGrade
        performanceGrade
        remainingLifeYears
        lastAssessedOn
        nextAssessmentDue
        assessmentOverdue
        element {
          elementId
          code
          name
          station {
            code
            name
          }
        }
      }
    `,
    props.asset,
  );
  const ltr = (value: string | null | undefined) => (value ? <bdi dir="ltr">{value}</bdi> : null);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="asset-condition" className="rounded-md border border-gray-200 bg-white p-4" data-testid="asset-condition">
        <h2 id="asset-condition" className="mb-3 text-lg font-semibold text-gray-900">
          {t('asset.condition')}
        </h2>
        <DetailList
          items={[
            { label: t('asset.conditionGrade'), value: <GradeBadge grade={asset.conditionGrade} /> },
            { label: t('asset.performanceGrade'), value: asset.performanceGrade ? `${asset.performanceGrade} · ${t(`grade.${asset.performanceGrade}`)}` : null },
            { label: t('asset.remainingLife'), value: asset.remainingLifeYears === null || asset.remainingLifeYears === undefined ? null : t('asset.years', { count: asset.remainingLifeYears }) },
            { label: t('asset.lastAssessed'), value: formatDate(asset.lastAssessedOn) },
            {
              label: t('asset.nextDue'),
              value: asset.assessmentOverdue ? <strong className="text-red-800">{asset.nextAssessmentDue ? formatDate(asset.nextAssessmentDue) : t('register.never')} · {t('register.overdue')}</strong> : formatDate(asset.nextAssessmentDue),
            },
          ]}
        />
      </section>
      <section aria-labelledby="asset-details" className="rounded-md border border-gray-200 bg-white p-4">
        <h2 id="asset-details" className="mb-3 text-lg font-semibold text-gray-900">
          {t('asset.details')}
        </h2>
        <DetailList
          testId="asset-details"
          items={[
            { label: t('columns.category'), value: t(`category.${asset.category}`) },
            { label: t('columns.status'), value: t(`status.${asset.status}`) },
            { label: t('columns.criticality'), value: `${asset.criticality} · ${t(`criticality.${asset.criticality}`)}` },
            {
              label: t('columns.element'),
              value: (
                <Link to={assetPaths.element(asset.element.elementId)} className={`text-brand-main underline ${focusRing}`}>
                  <bdi dir="ltr">{asset.element.code}</bdi> · {asset.element.name}
                </Link>
              ),
            },
            { label: t('asset.station'), value: asset.element.station ? `${asset.element.station.code} · ${asset.element.station.name}` : null },
            { label: t('columns.make'), value: asset.make },
            { label: t('columns.model'), value: ltr(asset.model) },
            { label: t('columns.serialNo'), value: ltr(asset.serialNo) },
            { label: t('columns.installedOn'), value: formatDate(asset.installedOn) },
            { label: t('asset.purchaseCost'), value: asset.purchaseCost === null || asset.purchaseCost === undefined ? null : formatMoney(asset.purchaseCost, i18n.language) },
            { label: t('asset.expectedLife'), value: asset.expectedLifeYears === null || asset.expectedLifeYears === undefined ? null : t('asset.years', { count: asset.expectedLifeYears }) },
          ]}
        />
      </section>
    </div>
  );
}
