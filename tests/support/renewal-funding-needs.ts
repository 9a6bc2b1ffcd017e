/** The renewal's funding needs, the one answer its Additional Info step asks, as a patch. */
export const renewalFundingNeeds = [
  {
    op: 'add',
    path: '/fundingNeeds',
    value: {
      desiredLoanAmount: 60000,
      fundingPurposes: ['EQUIPMENT_PURCHASES'],
      fundsUsagePeriod: 'WITHIN_3_14_DAYS',
      overdraftLimit: 0,
      offersCollateral: false,
    },
  },
];
