// US states, DC and territories as us-atlas (states-10m) draws them: FIPS id → USPS code, so
// country_map can join a column holding postal codes ("CA"), ISO 3166-2 codes ("US-CA") or names.

const ROWS =
  '01AL02AK04AZ05AR06CA08CO09CT10DE11DC12FL13GA15HI16ID17IL18IN19IA20KS21KY22LA23ME24MD25MA26MI27MN' +
  '28MS29MO30MT31NE32NV33NH34NJ35NM36NY37NC38ND39OH40OK41OR42PA44RI45SC46SD47TN48TX49UT50VT51VA53WA' +
  '54WV55WI56WY60AS66GU69MP72PR78VI';

/** FIPS id (two digits) → USPS code. */
export const US_STATE_CODES: ReadonlyMap<string, string> = new Map(
  Array.from({ length: ROWS.length / 4 }, (_, i) => [ROWS.slice(i * 4, i * 4 + 2), ROWS.slice(i * 4 + 2, i * 4 + 4)]),
);
