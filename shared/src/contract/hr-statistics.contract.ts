/** Routes of the hr-statistics area (spec 001 §7). */
export const hrStatisticsContract = {};
