/**
 * The payment page's refusals, apart from the page's logic so the translation catalogue can name them as
 * sources without importing the payment flow.
 */
/** SPEC §5's card texts, and the payment page's own. */
export const PAY_ERRORS = {
  cardNumber: 'Invalid card number',
  expiry: 'Invalid expiry date',
  expired: 'Card expired',
  cvc: 'Invalid CVC',
  holderName: 'Invalid cardholder name',
  amount: 'Enter an amount within the allowed range',
  currency: 'Choose one of the offered currencies',
  email: 'This payment link is for defined customers only: enter the email it was sent to',
} as const;
