/** Routes of the catalogue area (spec 001 §7). */
export const catalogueContract = {};
