import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { createSessionRoute } from './create.ts';
import { validateOtpRoute } from './validateOtp.ts';

/** OTP sessions shared by the e-bill, contact and new-customer flows (001 §7, 002 §7). */
export function sessionRoutes(app: FastifyInstance, store: Store): void {
  createSessionRoute(app, store);
  validateOtpRoute(app, store);
}
