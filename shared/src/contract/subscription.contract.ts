/** Routes of the subscription area (spec 001 §7). */
export const subscriptionContract = {};
