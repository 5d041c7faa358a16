import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, envelopeWith, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { APPLICATION_STATUSES } from '../../store/applications.ts';

export const applicationItemSchema: JSONSchema = sharedSchema('Application', {
  type: 'object',
  description: 'An application as the viewer sees it.',
  required: [
    'portalApplicationId', 'applicationType', 'typeName', 'kind', 'name', 'status', 'statusName', 'updatedOn', 'unreadMessages',
    'customerName', 'customerId', 'newCustomerApplicationId', 'assignedEmployee', 'assignedEmployeeId', 'assignedToMe',
    'allowedStatuses',
  ],
  properties: {
    portalApplicationId: integer('Application id (the key of /Application/GetItem and of the messages calls).'),
    applicationType: integer('Application type; with the id it forms the portal route /app/{type}/{id} (002 §2).'),
    typeName: nullableString('Localized name of the application type (/Application/GetTypes), null outside the catalogue.'),
    kind: integer('Work queue of the type: 1 customer service, 2 maintenance (README "Work queues").'),
    name: string('Name of the application.'),
    status: { type: 'integer', minimum: 0, maximum: APPLICATION_STATUSES.length - 1, description: `Record status (002 §4): ${APPLICATION_STATUSES.map((name, index) => `${index} ${name}`).join(', ')}.` },
    statusName: string('English name of `status`.'),
    updatedOn: string('Last change (a new message counts), ISO-8601 UTC.'),
    unreadMessages: integer('Messages the viewer has not opened: staff messages for the customer, customer messages for employees.'),
    customerName: string('Name of the customer who applied (for a new customer application, the applicant).'),
    customerId: nullableInteger('Customer record (`customers.id`) of the applicant, null when the user has none.'),
    newCustomerApplicationId: nullableInteger('For a visitor\'s new customer application (type 20): its id of /NewCustomer/CreateApplication, details in /Application/GetNewCustomerDetails; else null.'),
    assignedEmployee: nullableString('Name of the employee handling it, or null.'),
    assignedEmployeeId: nullableInteger('User id of the employee handling it (/Employee/GetItems), or null.'),
    assignedToMe: boolean('The viewer is the assigned employee.'),
    familyStage: nullableString('A family application\'s stage (docs/applicationFamilies.md, Stages), null for other applications.'),
    allowedStatuses: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: APPLICATION_STATUSES.length - 1 },
      description:
        'The statuses /Application/ChangeStatus accepts for it now (README "Work queues"); empty when its status is final ' +
        'or it is a family application, whose status follows its stage.',
    },
  },
});

/** The answer of the calls that read or change one application. */
export const applicationAnswer = sharedSchema('EnvelopeApplication', envelopeWith({ item: applicationItemSchema }, 'The application in `item`.'));

/** `affectedUsers` of the message calls that can change someone's unread count (README, Realtime). */
export const affectedUsersSchema: JSONSchema = {
  type: 'array',
  items: { type: 'string' },
  description:
    'Login names (as /account/GetProfileStatus answers `userEmail`) of the customers whose unread count may have changed.',
};
