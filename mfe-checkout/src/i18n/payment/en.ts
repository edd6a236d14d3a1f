import { PAYMENT_NAMES_EN } from '@mall/shared/contract';
/** Texts of payment providers, re-payment and cards (key `payment.*` of namespace checkout). */
const messages = {
  loadError: 'error loading the program, please refresh and retry',
  shopperDetailsMissing: "Clearpay, Afterpay and Zip need the payer's name, e-mail, phone and full address: please complete the shipping address.",
  selectCard: 'please select a payment card',
  loading: 'Loading the payment form…',
  card: {
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
    numberRequired: 'Card number is required',
    expiryRequired: 'Expiry date is required',
    cvcRequired: 'Security code is required',
    incomplete: 'Please complete this field',
  },
  savedCards: {
    title: 'Saved cards',
    pick: 'Pay with a saved card',
    ending: '{{brand}} ending in {{tail}}',
    default: 'Default',
    empty: 'You have no saved cards yet.',
    add: 'Add card',
  },
  addCard: {
    title: 'Add card',
    holderName: 'Cardholder name',
    mobile: 'Mobile',
    email: 'E-mail',
    country: 'Country',
    province: 'State / province',
    city: 'City',
    region: 'District',
    regionPicker: 'Province / city / district',
    regionNotChosen: 'Not chosen yet',
    chooseRegion: 'Choose',
    changeRegion: 'Change',
    street: 'Street',
    houseNumber: 'House number',
    zipCode: 'Postcode',
    isSave: 'Save this card for later payments',
    required: 'Please fill in',
    emailInvalid: 'Please enter a valid e-mail address',
    submit: 'Save card',
    cancel: 'Cancel',
    added: 'Card added',
    setupTimeout: 'Setup timeout, please retry later',
  },
  repay: {
    title: 'A payment may already be on its way',
    warning: 'This order has a payment that is still being processed or has just failed. Paying again now could charge you twice.',
    payAgain: 'Pay again',
    wait: 'Got it, wait for the payment result',
    pay: 'Pay now',
    failed: 'operation failed, please retry',
  },
  validation: {
    card: {
      required: 'Please fill in',
      tooLong: 'This is too long',
      mobileInvalid: 'Please enter a valid mobile number',
      emailInvalid: 'Please enter a valid e-mail address',
    },
  },
  wallet: {
    cancelled: 'Payment cancelled',
    unavailable: 'This payment method is not available on this device or browser.',
    applePayOpen: 'Pay with Apple Pay',
    applePayTitle: 'Pay with Apple Pay',
    applePayText: 'Confirm {{amount}} with Apple Pay on this device.',
    close: 'Close',
  },
  /** Descriptive payment names (shared contract's paymentNameOf); brands keep their own names. */
  names: PAYMENT_NAMES_EN,
  marks: {
    cards: 'Credit and debit cards',
    savedCard: 'Saved card',
    payByLink: 'Pay by link',
    mockpay: 'Test payment',
  },
} as const;

export default messages;
export type PaymentMessages = typeof messages;
