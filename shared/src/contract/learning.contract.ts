/** Routes of the learning area (spec 001 §7). */
export const learningContract = {};
