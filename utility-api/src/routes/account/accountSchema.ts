import { ACCOUNT_RELATIONS } from '../../domain/constants.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';

/** An account item (utility-api/README.md). */
export const accountItemSchema: JSONSchema = {
  type: 'object',
  description: 'A customer account as the signed-in user sees it.',
  required: [
    'accountId', 'accountKey', 'holderName', 'address', 'propertyReference', 'relation', 'isSelected', 'propertyId',
    'consumerType', 'billingGroup', 'tariff', 'supplyType', 'status', 'openedOn', 'bankName', 'iban', 'eBill',
  ],
  properties: {
    accountId: integer('Account id (the key of /Account/GetItem).'),
    accountKey: string('Account number as printed on bills.'),
    holderName: string('Name of the account holder.'),
    address: string('Supply address.'),
    propertyReference: string('Reference of the supplied property.'),
    relation: {
      type: ['string', 'null'],
      enum: [...ACCOUNT_RELATIONS, null],
      description: 'How the user relates to the account; null when an employee reads an unrelated account.',
    },
    isSelected: boolean('The account is the user\'s selected account.'),
    propertyId: integer('Id of the supplied property (the key of /Property/GetItem).'),
    consumerType: nullableString('Consumer type (002 §3): domestic, commercial, industrial or public.'),
    billingGroup: nullableString('Billing group code (002 §3).'),
    tariff: nullableString('Tariff code of the account.'),
    supplyType: nullableString('Supply type: water or electricity.'),
    status: nullableString('Account status: active, suspended or closed.'),
    openedOn: nullableString('Opening date, YYYY-MM-DD.'),
    bankName: nullableString('Bank of the direct debit (002 §3 bank); null without one.'),
    iban: nullableString('IBAN of the direct debit, masked to `CY17 **** 1234` (002 §3 IBAN); null without one.'),
    eBill: boolean('The customer receives bills electronically (e-bill consent, 001 §3).'),
  },
};

/** The account item as the account calls answer it (the enquiry screens extend `accountItemSchema`). */
export const sharedAccountSchema = sharedSchema('Account', accountItemSchema);
