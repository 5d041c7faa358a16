import { typedDayOf } from '../../../../shared/days.ts';
import { pdfWriter } from '../../pdf/pdfWriter.ts';
import type { AccountItem } from '../../store/accounts.ts';
import type { BillItem } from '../../store/billing.ts';
import { chargesOf } from '../../billing/pricing.ts';
import { REFERENCE_RATES, toAmount } from './billRules.ts';
import { periodDays, type TariffRates } from './tariffRules.ts';

const money = (cents: number, currency: string) => `${toAmount(cents).toFixed(2)} ${currency}`;

export interface BillPdfInput {
  utilityName: string;
  bill: BillItem;
  account: AccountItem;
  /** The tariff that priced the bill (the reference one when the utility has none on file). */
  tariff?: TariffRates;
}

/** The bill as a one-page PDF, rendered on each download: utility, holder, account, address, period, lines, amount, due date. */
export function billPdf({ utilityName, bill, account, tariff = REFERENCE_RATES }: BillPdfInput): Buffer {
  const currency = 'EUR';
  const charges = chargesOf(bill.consumption, { tariff, days: periodDays(bill.periodFrom, bill.periodTo) });
  const pdf = pdfWriter({ title: `${utilityName} - ${bill.invoiceNumber}`, language: 'en', author: utilityName });
  pdf.text(utilityName, { size: 20, weight: 'bold' });
  pdf.text(`Bill ${bill.invoiceNumber}`, { size: 14, weight: 'bold' });
  const lines = [
    `Account holder: ${account.holderName}`,
    `Account: ${account.accountKey}    Property: ${account.propertyReference}`,
    `Supply address: ${account.address}`,
    `Period: ${typedDayOf(bill.periodFrom)} - ${typedDayOf(bill.periodTo)}    Issued: ${typedDayOf(bill.issueDate)}`,
    '',
    `Standing charge: ${money(charges.standingChargeCents, currency)}`,
    `Water: ${bill.consumption} m3 x ${money(tariff.unitCents, currency)}: ${money(charges.consumptionCents, currency)}`,
    `VAT ${tariff.vatPercent}%: ${money(charges.vatCents, currency)}`,
    `Amount: ${money(Math.round(bill.amount * 100), currency)}`,
    `Due date: ${typedDayOf(bill.dueDate)}`,
  ];
  for (const line of lines) pdf.text(line, { size: 12 });
  return pdf.finish();
}
