import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, nullableInteger, responses, string } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import type { CustomValue, NewCustomerStore } from '../../store/newCustomer.ts';
import type { Store } from '../../store/store.ts';
import type { Language } from '../../domain/constants.ts';
import { queueApplication } from './access.ts';
import { workQueueText } from './texts.ts';

/** Custom field types of 002 §3 whose value is an item of a list: 4 lookup, 5 library. */
const LIST_KINDS: Record<number, 'lookup' | 'library'> = { 4: 'lookup', 5: 'library' };

/** A custom value as staff read it: the text, number or date, or the chosen list item's name. */
function customValueText(newCustomers: NewCustomerStore, language: Language, type: number, listId: number | null, value: CustomValue): string {
  const listKind = LIST_KINDS[type];
  if (listKind !== undefined && listId !== null && value.dataId !== null) {
    return newCustomers.listItems(listKind, listId, language).find((item) => item.itemId === value.dataId)?.name ?? String(value.dataId);
  }
  return String(value.strValue ?? value.intValue ?? value.dblValue ?? value.dateValue ?? '');
}

const pair = (description: string) => ({
  type: 'array',
  description,
  items: { type: 'object', required: ['name', 'value'], properties: { name: string('Field name.'), value: string('Value as sent.') } },
});

export function applicationGetNewCustomerDetailsRoute(app: FastifyInstance, store: Store, newCustomers: NewCustomerStore): void {
  app.post<{ Body: { ApplicationId: number } }>('/Application/GetNewCustomerDetails', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationGetNewCustomerDetails',
      summary: 'What a visitor sent with a new customer application',
      description:
        'Employees with `portalNewCs` (403 status 4 otherwise). For a queue application of type 20 (README "Work ' +
        'queues"): the wizard\'s form fields as sent (002 §3) and the custom values with their field names in the ' +
        'request language. The files are the application\'s attachment list (/ApplicationAttachment/GetItems). ' +
        'Status 1 for any other application.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['ApplicationId'], properties: { ApplicationId: integer('portalApplicationId.') } },
      response: responses(
        envelopeWith(
          {
            item: {
              type: 'object',
              required: ['newCustomerApplicationId', 'createdOn', 'language', 'fields', 'customValues'],
              properties: {
                newCustomerApplicationId: integer('Id answered by /NewCustomer/CreateApplication.'),
                createdOn: string('When the visitor sent it, ISO-8601 UTC.'),
                language: string('The wizard\'s language.'),
                fields: pair('Form fields of 002 §3 in the order of the form, only those sent.'),
                customValues: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['customFieldId', 'groupName', 'name', 'value', 'dataId'],
                    properties: {
                      customFieldId: integer('The custom field.'),
                      groupName: string('Its group.'),
                      name: string('Its name.'),
                      value: string('The value; for lookups and libraries the chosen item\'s name.'),
                      dataId: nullableInteger('The chosen list item, for lookups and libraries.'),
                    },
                  },
                },
              },
            },
          },
          'The details in `item`.',
        ),
      ),
    },
    onRequest: requireEmployee(),
    handler: async (request, reply) => {
      const state = await queueApplication(request, reply, store, request.body.ApplicationId);
      if (state === undefined) return reply;
      const item = store.applications.find(signedInUser(request), state.id);
      const details = item?.newCustomerApplicationId ? newCustomers.find(item.newCustomerApplicationId) : undefined;
      if (details === undefined) return fail(STATUS_FAILED, workQueueText(request, 'applicationNotFound'));
      const language = requestLanguage(request);
      const fields = new Map(newCustomers.customFields(language).map((field) => [field.customFieldId, field]));
      return ok({
        item: {
          newCustomerApplicationId: details.id,
          createdOn: details.createdAt,
          language: details.language,
          fields: Object.entries(details.fields).map(([name, value]) => ({ name, value })),
          customValues: details.customValues.map((value) => {
            const field = fields.get(value.customFieldId);
            return {
              customFieldId: value.customFieldId,
              groupName: field?.groupName ?? '',
              name: field?.name ?? String(value.customFieldId),
              value: customValueText(newCustomers, language, field?.type ?? 0, field?.dataId ?? null, value),
              dataId: value.dataId,
            };
          }),
        },
      });
    },
  });
}
