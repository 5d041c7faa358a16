import { ACCOUNT_RELATIONS } from '../../domain/constants.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, string } from '../../http/schemas.ts';

/** An account item (utility-api/README.md). */
export const accountItemSchema: JSONSchema = {
  type: 'object',
  description: 'A customer account as the signed-in user sees it.',
  required: ['accountId', 'accountKey', 'holderName', 'address', 'propertyReference', 'relation', 'isSelected'],
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
  },
};
