import { createBrowserRouter } from 'react-router-dom';
import { accountRoutes } from '../routes/account/routes';
import { applicationsRoutes } from '../routes/applications/routes';
import { attachmentsRoutes } from '../routes/attachments/routes';
import { authRoutes } from '../routes/auth/routes';
import { billingRoutes } from '../routes/billing/routes';
import { contactUsRoutes } from '../routes/contactUs/routes';
import { ebillRoutes } from '../routes/ebill/routes';
import { employeeRoutes } from '../routes/employee/routes';
import { enquiryRoutes } from '../routes/enquiry/routes';
import { errorRoutes } from '../routes/errors/routes';
import { emailsRoutes } from '../routes/emails/routes';
import { newCustomerRoutes } from '../routes/newCustomer/routes';
import { paymentsRoutes } from '../routes/payments/routes';
import { readingsRoutes } from '../routes/readings/routes';
import { shellRoute } from '../routes/shell/shellRoute';
import { supportRoutes } from '../routes/support/routes';

/** The full route table of 000 §2, one list per feature folder; `*` (in errorRoutes) matches last. */
export const routes = [
  shellRoute([
    ...authRoutes,
    ...accountRoutes,
    ...billingRoutes,
    ...paymentsRoutes,
    ...readingsRoutes,
    ...applicationsRoutes,
    ...emailsRoutes,
    ...attachmentsRoutes,
    ...ebillRoutes,
    ...newCustomerRoutes,
    ...supportRoutes,
    ...contactUsRoutes,
    ...employeeRoutes,
    ...enquiryRoutes,
    ...errorRoutes,
  ]),
];

export function createRouter() {
  return createBrowserRouter(routes);
}
