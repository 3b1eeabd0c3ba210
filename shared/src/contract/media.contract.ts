/** Routes of the media area (spec 001 §7). */
export const mediaContract = {};
