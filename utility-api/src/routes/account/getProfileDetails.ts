import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_FLAGS } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';
import { loginName, type UserRow } from '../../store/users.ts';
import { profileSchema } from './profileSchema.ts';

interface Body {
  Username: string;
}

function toProfile(user: UserRow, store: Store): Record<string, unknown> {
  const flags = new Set(JSON.parse(user.employee_flags) as string[]);
  const selected =
    user.selected_account_id === null ? undefined : store.accounts.findForUser(user.selected_account_id, user.id);
  return {
    userId: user.id,
    name: user.name,
    role: user.role,
    email: user.email,
    mobileNo: user.mobile_no,
    registrationType: user.registration_type,
    account: selected?.accountKey ?? null,
    selectedAccount: selected?.accountId ?? null,
    linkToWarehouse: user.link_to_warehouse === 1,
    warehouseId: user.warehouse_id,
    meterWarehouseId: user.meter_warehouse_id,
    isFieldWorker: user.is_field_worker === 1,
    ...Object.fromEntries(EMPLOYEE_FLAGS.map((flag) => [flag, flags.has(flag)])),
    showContactUsEmail: user.show_contact_us_email === 1,
    contactUsUrl: user.contact_us_url,
  };
}

export function getProfileDetailsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/GetProfileDetails', {
    schema: {
      tags: ['Account'],
      operationId: 'accountGetProfileDetails',
      summary: 'Profile of the signed-in user',
      description: 'The profile in `item`; status 1 "Access denied" when `Username` is not the session\'s own login name.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Username'],
        properties: { Username: string('Login name (email or mobile number) of the signed-in user.') },
      },
      response: responses(envelopeWith({ item: profileSchema }, 'The profile in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const asked = request.body.Username.trim().toLowerCase();
      const own = [user.email, user.mobile_no, loginName(user)].some((name) => name?.toLowerCase() === asked);
      if (!own) return fail(STATUS_FAILED, translate(requestLanguage(request), 'accessDenied'));
      return ok({ item: toProfile(user, store) });
    },
  });
}
