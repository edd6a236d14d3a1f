/** mall-api's and the contract's refusals at checkout: a discount code, points, a private buyer's tax code (`validation.checkout.*` of namespace checkout). */
const messages = {
  code: {
    required: 'Please enter a discount code',
    tooLong: 'This code is too long',
    unknown: 'We do not know this code. Please check it and try again',
    expired: 'This code has expired',
    minimumNotMet: 'Your order does not reach this code’s minimum amount yet',
    notForShops: 'This code is not valid for the shops in your order',
    used: 'This code has already been used',
    notHere: 'Codes cannot be used when paying a balance',
  },
  points: {
    unavailable: 'Points cannot be used for this order',
    belowThreshold: 'Points can be used on larger orders only',
    belowMinimum: 'Please use at least the minimum number of points',
    notStep: 'Please use points in the steps shown',
    aboveMaximum: 'This order takes fewer points than that',
  },
  /** The order submit's refusal of a private buyer's tax code (Spain NIF/NIE, Italy codice fiscale). */
  taxCode: {
    required: 'Please enter your personal tax code: invoices in this country carry it',
    invalid: 'This tax code is not valid: please check its letters and digits',
  },
  pointsInsufficient: 'You do not have enough points',
  pointsNeedLogin: 'Please log in to use your points',
} as const;

export default messages;
export type DiscountValidationMessages = typeof messages;
