/** The countries global accounting covers, which the NetSuite service's OneWorld account spans too. */
export const accountingCountries = [
  'Sweden',
  'Norway',
  'Denmark',
  'Finland',
  'Germany',
  'Netherlands',
  'United Kingdom',
  'United States',
] as const;
