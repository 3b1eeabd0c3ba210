/** Routes of the package area (spec 001 §7). */
export const packageContract = {};
