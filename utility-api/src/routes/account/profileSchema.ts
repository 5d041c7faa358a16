import { EMPLOYEE_FLAGS } from '../../domain/constants.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';

/** The profile of 000 §3 as /account/GetProfileDetails answers it in `item`. */
export const profileSchema: JSONSchema = {
  type: 'object',
  description: 'Profile of the signed-in user (000 §3).',
  properties: {
    userId: integer('The user\'s id: it stays the same when the login name (e-mail or mobile number) changes.'),
    name: string('Full name.'),
    role: integer('1 employee, 2 customer (000 §6).'),
    email: nullableString('Email address.'),
    mobileNo: nullableString('Mobile number.'),
    registrationType: integer('1 registered by email, 2 by mobile number (000 §9).'),
    account: nullableString('Account key of the selected account.'),
    selectedAccount: nullableInteger('accountId of the selected account.'),
    linkToWarehouse: boolean('The employee is linked to a warehouse.'),
    warehouseId: nullableInteger('Warehouse of the employee.'),
    meterWarehouseId: nullableInteger('Meter warehouse of the employee.'),
    isFieldWorker: boolean('The employee works in the field.'),
    ...Object.fromEntries(EMPLOYEE_FLAGS.map((flag) => [flag, boolean(`Employee feature flag ${flag} (000 §6).`)])),
    showContactUsEmail: boolean('The contact page offers the email form.'),
    contactUsUrl: nullableString('External contact page, if any.'),
  },
};
