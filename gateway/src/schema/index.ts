import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accountNode, accountResolvers } from '../modules/account/resolvers.ts';
import { accountFinanceResolvers, debtCaseNode, paymentAgreementNode } from '../modules/accountFinance/resolvers.ts';
import { customerTabsResolvers } from '../modules/accountFinance/customerTabs.ts';
import { accountLifecycleResolvers } from '../modules/accountLifecycle/index.ts';
import { applicationFamiliesResolvers } from '../modules/applicationFamilies/index.ts';
import { applicationNode, applicationResolvers } from '../modules/applications/resolvers.ts';
import { applicationAttachmentNode, attachmentsResolvers } from '../modules/attachments/index.ts';
import { billNode, billingResolvers } from '../modules/billing/index.ts';
import { billInsightResolvers } from '../modules/billInsight/index.ts';
import { authResolvers, userNode } from '../modules/auth/index.ts';
import { consumptionAlertNode, consumptionAlertsResolvers } from '../modules/consumptionAlerts/index.ts';
import { contactUsResolvers } from '../modules/contactUs/sendContactMessage.ts';
import { ebillResolvers } from '../modules/ebill/index.ts';
import { emailNode, emailsResolvers } from '../modules/emails/resolvers.ts';
import { customerNode, servicePointNode } from '../modules/enquiry/nodes.ts';
import { enquiryResolvers } from '../modules/enquiry/resolvers.ts';
import { customerOverviewResolvers } from '../modules/enquiry/customerOverview.ts';
import { elementNode, fieldBaseResolvers } from '../modules/fieldBase/resolvers.ts';
import { gisResolvers } from '../modules/gis/resolvers.ts';
import { languageResolvers } from '../modules/language/setLanguage.ts';
import { messageNode, messagesResolvers } from '../modules/messages/index.ts';
import { nodeResolvers } from '../modules/node/resolvers.ts';
import { otpSessionResolvers } from '../modules/otpSession/index.ts';
import { paymentsResolvers } from '../modules/payments/index.ts';
import { newCustomerResolvers } from '../modules/newCustomer/index.ts';
import { propertyNode, propertyResolvers } from '../modules/property/resolvers.ts';
import { halfHourNode, meterNode, meterReadingNode, readingsResolvers } from '../modules/readings/index.ts';
import { notificationsResolvers } from '../modules/notifications/unreadMessageCount.ts';
import { notificationPreferenceResolvers } from '../modules/notifications/preferences.ts';
import { settingsResolvers } from '../modules/settings/resolvers.ts';
import { ssoResolvers } from '../modules/sso/resolvers.ts';
import { supportResolvers } from '../modules/support/index.ts';
import { evaluationResolvers } from '../modules/evaluation/index.ts';
import { textsResolvers } from '../modules/texts/resolvers.ts';
import { workQueueResolvers } from '../modules/workQueue/index.ts';
import { meterCaptureEntryNode, meterCaptureResolvers, meterCaptureWalkNode } from '../modules/meterCapture/resolvers.ts';
import { disconnectionNode, disconnectionResolvers } from '../modules/disconnections/resolvers.ts';
import { debtManagementResolvers } from '../modules/debtManagement/resolvers.ts';
import { assetNode, assetsResolvers, pvParkNode } from '../modules/assets/index.ts';
import { logPointNode, measurementResolvers, sampleNode } from '../modules/measurements/resolvers.ts';
import { storeRequisitionNode, workforceResolvers } from '../modules/workforce/resolvers.ts';
import { investigationNode, jobCardNode, maintenanceResolvers, problemLogNode } from '../modules/maintenance/resolvers.ts';
import { maintenanceMutationResolvers } from '../modules/maintenance/mutations.ts';
import { withProfileSharingEndedByMutations } from '../modules/auth/sharedProfiles.ts';
import { customerViewResolvers } from '../modules/customerView/resolvers.ts';
import { withViewOnlyWhileViewing } from '../modules/customerView/viewOnly.ts';
import { withListCaps } from '../security/listCapResolvers.ts';
import type { Resolvers } from './resolverTypes.ts';
import { loadTypeDefs } from './typeDefs.ts';

/**
 * The executable schema: the modules' SDL (the public contract) with the modules' resolvers; every
 * mutation ends the sharing of the viewer's profile (`modules/auth/sharedProfiles.ts`), a staff view of a
 * customer's portal refuses mutations before any of that (`modules/customerView/viewOnly.ts`), and every field
 * refuses lists over their caps (`security/listCaps.ts`).
 */
export function createSchema(): GraphQLSchema {
  // Typed here too, so that a module's map cannot escape the generated types by being left untyped.
  const resolvers: Resolvers[] = [
    nodeResolvers([userNode, accountNode, emailNode, propertyNode, billNode, applicationNode, messageNode, applicationAttachmentNode, meterNode, meterReadingNode, halfHourNode, debtCaseNode, paymentAgreementNode, customerNode, servicePointNode, elementNode, meterCaptureEntryNode, meterCaptureWalkNode, disconnectionNode, assetNode, pvParkNode, logPointNode, sampleNode, storeRequisitionNode, jobCardNode, investigationNode, problemLogNode, consumptionAlertNode]),
    ...authResolvers,
    customerViewResolvers,
    accountLifecycleResolvers,
    accountResolvers,
    billingResolvers,
    billInsightResolvers,
    accountFinanceResolvers,
    customerTabsResolvers,
    propertyResolvers,
    contactUsResolvers,
    settingsResolvers,
    textsResolvers,
    ssoResolvers,
    supportResolvers,
    evaluationResolvers,
    languageResolvers,
    emailsResolvers,
    notificationsResolvers,
    notificationPreferenceResolvers,
    applicationResolvers,
    ...applicationFamiliesResolvers,
    ...messagesResolvers,
    ...attachmentsResolvers,
    readingsResolvers,
    consumptionAlertsResolvers,
    otpSessionResolvers,
    ebillResolvers,
    ...paymentsResolvers,
    newCustomerResolvers,
    ...workQueueResolvers,
    enquiryResolvers,
    customerOverviewResolvers,
    disconnectionResolvers,
    debtManagementResolvers,
    meterCaptureResolvers,
    fieldBaseResolvers,
    maintenanceResolvers,
    maintenanceMutationResolvers,
    measurementResolvers,
    workforceResolvers,
    ...assetsResolvers,
    gisResolvers,
  ];
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  return withListCaps(withViewOnlyWhileViewing(withProfileSharingEndedByMutations(schema)));
}
