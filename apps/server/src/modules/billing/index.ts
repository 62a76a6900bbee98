// The billing module's front door: what other modules and the app may use (docs/decisions/0041).

export { billingRoutes } from './billing.plugin';
export { mayStartSubscription } from './billing-eligibility';
