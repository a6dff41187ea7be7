// A brand name reads the same in every language, so it is the one string not sent through lingui.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const productName = 'Paydesk';
