import type { FastifyInstance } from 'fastify';
import { register } from '../../auth/registration.ts';
import { REGISTRATION_EMAIL, REGISTRATION_MOBILE } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';
import { boolean, envelopeSchema, nullableString, portalUrlField, responses, string } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  AccountName: string;
  Password: string;
  IdNo?: string | null;
  MobileNo?: string | null;
  Email?: string | null;
  SendOtpCode?: boolean;
  RegistrationType: number;
  PortalUrl?: string;
}

export function registerProfileRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/RegisterProfile', {
    schema: {
      tags: ['Account'],
      operationId: 'accountRegisterProfile',
      summary: 'Register for the portal',
      description:
        'Creates an inactive portal user for the customer of the account `AccountName` (000 §3–§5) and sends the ' +
        'activation code: by e-mail (with the link `/activate/{code}` in the same e-mail, on `PortalUrl` when given) for `RegistrationType` ' +
        '1, by SMS for 2. Failures: 1 with the reason (invalid email or mobile, unknown account number, identity ' +
        'number, email or mobile not matching the customer\'s record when the utility checks them), 17 a password ' +
        'rule (text names it), 19 account already registered or email/mobile used by another user. A registration ' +
        'never activated is replaced by a new one for the same customer. Anonymous.',
      body: {
        type: 'object',
        required: ['AccountName', 'Password', 'RegistrationType'],
        properties: {
          AccountName: string('Account number (`accountKey`) from a bill.'),
          Password: string('New password; rules of 001 §5 (minimum length, strong rules when `strongPassword`).'),
          IdNo: nullableString('Identity number; checked when `isValidateCustomerAccountIdNo` applies.'),
          MobileNo: nullableString('Mobile number, for `RegistrationType` 2.'),
          Email: nullableString('Email address, for `RegistrationType` 1.'),
          SendOtpCode: boolean('Always true in the portal; the code is sent either way.'),
          RegistrationType: {
            type: 'integer',
            enum: [REGISTRATION_EMAIL, REGISTRATION_MOBILE],
            description: '1 email, 2 mobile (000 §9).',
          },
          PortalUrl: portalUrlField,
        },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request) => {
      const body = request.body;
      return register(
        store,
        {
          accountName: body.AccountName,
          password: body.Password,
          idNo: body.IdNo ?? '',
          email: body.Email ?? '',
          mobileNo: body.MobileNo ?? '',
          registrationType: body.RegistrationType,
          ...(body.PortalUrl ? { portalUrl: body.PortalUrl } : {}),
        },
        requestLanguage(request),
      );
    },
  });
}
