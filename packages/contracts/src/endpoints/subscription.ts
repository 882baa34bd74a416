import { defineEndpoint } from '../endpoint';
import { featuresSchema } from '../plans';

export const subscriptionEndpoints = {
  /** The signed-in user's plan features, for their effective tier. */
  features: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/features',
    access: 'signedIn',
    responses: { 200: featuresSchema },
  }),
};
