import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { amountText, signedMoneyText } from './signedMoney';
import type { BillComparisonView_bill$key } from './__generated__/BillComparisonView_bill.graphql';
import type { BillComparisonView_comparison$key } from './__generated__/BillComparisonView_comparison.graphql';
import { DifferenceBars } from './DifferenceBars';

/** One comparison of the latest bill: the headline, the parts as bars and the same parts as a table. */
export function BillComparisonView({ comparison, bill: billRef }: { comparison: BillComparisonView_comparison$key; bill: BillComparisonView_bill$key }) {
  const { t, i18n } = useTranslation('billInsight');
  const bill = useFragment(
    graphql`
      fragment BillComparisonView_bill on Bill {
        consumption
        consumptionUnit
      }
    `,
    billRef,
  );
  /* eslint-disable relay/unused-fields -- currencySymbol: signedMoney.ts formats every amount */
  const data = useFragment(
    graphql`
      fragment BillComparisonView_comparison on BillComparison {
        basis
        baseline {
          periodFrom
          periodTo
          consumption
          amount { amount currencySymbol }
        }
        difference { amount currencySymbol }
        consumptionEffect { amount currencySymbol }
        tariffEffect { amount currencySymbol }
        daysEffect { amount currencySymbol }
        days
        baselineDays
        tariffChanged
        unitPrice { amount currencySymbol }
        baselineUnitPrice { amount currencySymbol }
      }
    `,
    /* eslint-enable relay/unused-fields */
    comparison,
  );
  const titleId = useId();
  const language = i18n.language;
  const difference = Number(data.difference.amount);
  const direction = difference > 0 ? 'higher' : difference < 0 ? 'lower' : 'same';
  const unit = bill.consumptionUnit;
  const parts = [
    {
      key: 'consumption',
      money: data.consumptionEffect,
      detail: t('parts.consumptionDetail', { now: bill.consumption, before: data.baseline.consumption, unit }),
    },
    {
      key: 'tariff',
      money: data.tariffEffect,
      detail: data.tariffChanged
        ? t('parts.tariffChanged', { before: amountText(data.baselineUnitPrice, language), now: amountText(data.unitPrice, language), unit })
        : t('parts.tariffSame'),
    },
    { key: 'days', money: data.daysEffect, detail: t('parts.daysDetail', { now: data.days, before: data.baselineDays }) },
  ];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid={`comparison-${data.basis}`}>
      <h3 id={titleId} className="text-sm font-semibold text-gray-900">
        {t(`basis.${data.basis}`)}
      </h3>
      <p className="text-sm text-gray-900">
        {t(`headline.${direction}`, {
          amount: amountText({ ...data.difference, amount: String(Math.abs(difference)) }, language),
          from: formatDate(data.baseline.periodFrom),
          to: formatDate(data.baseline.periodTo),
          baseline: amountText(data.baseline.amount, language),
        })}
      </p>
      <DifferenceBars bars={parts.map((part) => ({ key: part.key, label: t(`parts.${part.key}`), value: Number(part.money.amount) }))} />
      <table className="w-full text-sm">
        <caption className="sr-only">{t('table.caption', { basis: t(`basis.${data.basis}`) })}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-start text-gray-700">
            <th scope="col" className="py-1 pe-2 text-start font-medium">{t('table.part')}</th>
            <th scope="col" className="py-1 pe-2 text-end font-medium">{t('table.amount')}</th>
            <th scope="col" className="hidden py-1 text-start font-medium sm:table-cell">{t('table.why')}</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.key} className="border-b border-gray-200 align-top">
              <th scope="row" className="py-1 pe-2 text-start font-normal text-gray-900">
                {t(`parts.${part.key}`)}
                <span className="block text-xs text-gray-700 sm:hidden">{part.detail}</span>
              </th>
              <td className="py-1 pe-2 text-end whitespace-nowrap text-gray-900"><bdi dir="ltr">{signedMoneyText(part.money, language)}</bdi></td>
              <td className="hidden py-1 text-gray-700 sm:table-cell">{part.detail}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1 pe-2 text-start font-semibold text-gray-900">{t('table.total')}</th>
            <td className="py-1 pe-2 text-end font-semibold whitespace-nowrap text-gray-900"><bdi dir="ltr">{signedMoneyText(data.difference, language)}</bdi></td>
            <td className="hidden sm:table-cell" />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
