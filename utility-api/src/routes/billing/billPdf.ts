import { guidePdf } from '../../seed/guidePdf.ts';
import type { AccountItem } from '../../store/accounts.ts';
import type { BillItem } from '../../store/billing.ts';
import { REFERENCE_RATES, billLines, toAmount } from './billRules.ts';
import { periodDays, type TariffRates } from './tariffRules.ts';

/** 002 §9 date format. */
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const money = (cents: number, currency: string) => `${toAmount(cents).toFixed(2)} ${currency}`;
/** The standard Helvetica font of the PDF has no glyphs beyond Latin-1's printable ASCII. */
const printable = (text: string) => text.normalize('NFD').replace(/[^\x20-\x7e]/g, '');

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
  const lines = billLines(bill.consumption, tariff, periodDays(bill.periodFrom, bill.periodTo));
  return guidePdf(`${utilityName} - ${bill.invoiceNumber}`, [
    printable(utilityName),
    `Bill ${bill.invoiceNumber}`,
    `Account holder: ${printable(account.holderName)}`,
    `Account: ${account.accountKey}    Property: ${account.propertyReference}`,
    `Supply address: ${printable(account.address)}`,
    `Period: ${ddmmyyyy(bill.periodFrom)} - ${ddmmyyyy(bill.periodTo)}    Issued: ${ddmmyyyy(bill.issueDate)}`,
    '',
    `Standing charge: ${money(lines.standingChargeCents, currency)}`,
    `Water: ${bill.consumption} m3 x ${money(tariff.unitCents, currency)}: ${money(lines.consumptionCents, currency)}`,
    `VAT ${tariff.vatPercent}%: ${money(lines.vatCents, currency)}`,
    `Amount: ${money(Math.round(bill.amount * 100), currency)}`,
    `Due date: ${ddmmyyyy(bill.dueDate)}`,
  ]);
}
