/** Länderna som global redovisning täcker, och som NetSuite-tjänstens OneWorld-konto spänner över. */
export const accountingCountries = [
  'Sverige',
  'Norge',
  'Danmark',
  'Finland',
  'Tyskland',
  'Nederländerna',
  'Storbritannien',
  'USA',
] as const;
