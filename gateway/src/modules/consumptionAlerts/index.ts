/** Leak and high-usage alerts of an account, from the utility's readings and half hours (utility-api/README.md "Consumption alerts"). */
export { consumptionAlertNode, consumptionAlertsResolvers } from './resolvers.ts';
