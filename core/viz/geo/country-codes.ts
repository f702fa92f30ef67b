// ISO 3166 codes of the countries world-atlas (countries-110m) draws, keyed by its ISO numeric id,
// so world_map can join a dataset column on name, cca2, cca3 or cioc as Superset's
// `country_fieldtype` does. Written for Loupe from the ISO 3166-1 and IOC code lists.
// Row: numeric:cca2:cca3:cioc:name[:alternative names joined by /]. Kosovo, N. Cyprus and
// Somaliland have no ISO numeric id in world-atlas; they get ids of their own (XK…).

const ROWS = `004:AF:AFG:AFG:Afghanistan|008:AL:ALB:ALB:Albania|010:AQ:ATA::Antarctica|012:DZ:DZA:ALG:Algeria
024:AO:AGO:ANG:Angola|031:AZ:AZE:AZE:Azerbaijan|032:AR:ARG:ARG:Argentina|036:AU:AUS:AUS:Australia
040:AT:AUT:AUT:Austria|044:BS:BHS:BAH:Bahamas|050:BD:BGD:BAN:Bangladesh|051:AM:ARM:ARM:Armenia
056:BE:BEL:BEL:Belgium|064:BT:BTN:BHU:Bhutan|068:BO:BOL:BOL:Bolivia|070:BA:BIH:BIH:Bosnia and Herzegovina:Bosnia and Herz.
072:BW:BWA:BOT:Botswana|076:BR:BRA:BRA:Brazil|084:BZ:BLZ:BIZ:Belize|090:SB:SLB:SOL:Solomon Islands:Solomon Is.
096:BN:BRN:BRU:Brunei|100:BG:BGR:BUL:Bulgaria|104:MM:MMR:MYA:Myanmar:Burma|108:BI:BDI:BDI:Burundi
112:BY:BLR:BLR:Belarus|116:KH:KHM:CAM:Cambodia|120:CM:CMR:CMR:Cameroon|124:CA:CAN:CAN:Canada
140:CF:CAF:CAF:Central African Republic:Central African Rep.|144:LK:LKA:SRI:Sri Lanka|148:TD:TCD:CHA:Chad
152:CL:CHL:CHI:Chile|156:CN:CHN:CHN:China|158:TW:TWN:TPE:Taiwan|170:CO:COL:COL:Colombia
178:CG:COG:CGO:Republic of the Congo:Congo|180:CD:COD:COD:DR Congo:Dem. Rep. Congo/Democratic Republic of the Congo
188:CR:CRI:CRC:Costa Rica|191:HR:HRV:CRO:Croatia|192:CU:CUB:CUB:Cuba|196:CY:CYP:CYP:Cyprus
203:CZ:CZE:CZE:Czechia:Czech Republic|204:BJ:BEN:BEN:Benin|208:DK:DNK:DEN:Denmark
214:DO:DOM:DOM:Dominican Republic:Dominican Rep.|218:EC:ECU:ECU:Ecuador|222:SV:SLV:ESA:El Salvador
226:GQ:GNQ:GEQ:Equatorial Guinea:Eq. Guinea|231:ET:ETH:ETH:Ethiopia|232:ER:ERI:ERI:Eritrea|233:EE:EST:EST:Estonia
238:FK:FLK::Falkland Islands:Falkland Is.|242:FJ:FJI:FIJ:Fiji|246:FI:FIN:FIN:Finland|250:FR:FRA:FRA:France
260:TF:ATF::French Southern and Antarctic Lands:Fr. S. Antarctic Lands|262:DJ:DJI:DJI:Djibouti|266:GA:GAB:GAB:Gabon
268:GE:GEO:GEO:Georgia|270:GM:GMB:GAM:Gambia|275:PS:PSE:PLE:Palestine|276:DE:DEU:GER:Germany|288:GH:GHA:GHA:Ghana
300:GR:GRC:GRE:Greece|304:GL:GRL::Greenland|320:GT:GTM:GUA:Guatemala|324:GN:GIN:GUI:Guinea|328:GY:GUY:GUY:Guyana
332:HT:HTI:HAI:Haiti|340:HN:HND:HON:Honduras|348:HU:HUN:HUN:Hungary|352:IS:ISL:ISL:Iceland|356:IN:IND:IND:India
360:ID:IDN:INA:Indonesia|364:IR:IRN:IRI:Iran|368:IQ:IRQ:IRQ:Iraq|372:IE:IRL:IRL:Ireland|376:IL:ISR:ISR:Israel
380:IT:ITA:ITA:Italy|384:CI:CIV:CIV:Ivory Coast:Côte d'Ivoire|388:JM:JAM:JAM:Jamaica|392:JP:JPN:JPN:Japan
398:KZ:KAZ:KAZ:Kazakhstan|400:JO:JOR:JOR:Jordan|404:KE:KEN:KEN:Kenya|408:KP:PRK:PRK:North Korea
410:KR:KOR:KOR:South Korea|414:KW:KWT:KUW:Kuwait|417:KG:KGZ:KGZ:Kyrgyzstan|418:LA:LAO:LAO:Laos
422:LB:LBN:LBN:Lebanon|426:LS:LSO:LES:Lesotho|428:LV:LVA:LAT:Latvia|430:LR:LBR:LBR:Liberia|434:LY:LBY:LBA:Libya
440:LT:LTU:LTU:Lithuania|442:LU:LUX:LUX:Luxembourg|450:MG:MDG:MAD:Madagascar|454:MW:MWI:MAW:Malawi
458:MY:MYS:MAS:Malaysia|466:ML:MLI:MLI:Mali|478:MR:MRT:MTN:Mauritania|484:MX:MEX:MEX:Mexico|496:MN:MNG:MGL:Mongolia
498:MD:MDA:MDA:Moldova|499:ME:MNE:MNE:Montenegro|504:MA:MAR:MAR:Morocco|508:MZ:MOZ:MOZ:Mozambique|512:OM:OMN:OMA:Oman
516:NA:NAM:NAM:Namibia|524:NP:NPL:NEP:Nepal|528:NL:NLD:NED:Netherlands|540:NC:NCL::New Caledonia|548:VU:VUT:VAN:Vanuatu
554:NZ:NZL:NZL:New Zealand|558:NI:NIC:NCA:Nicaragua|562:NE:NER:NIG:Niger|566:NG:NGA:NGR:Nigeria|578:NO:NOR:NOR:Norway
586:PK:PAK:PAK:Pakistan|591:PA:PAN:PAN:Panama|598:PG:PNG:PNG:Papua New Guinea|600:PY:PRY:PAR:Paraguay|604:PE:PER:PER:Peru
608:PH:PHL:PHI:Philippines|616:PL:POL:POL:Poland|620:PT:PRT:POR:Portugal|624:GW:GNB:GBS:Guinea-Bissau
626:TL:TLS:TLS:Timor-Leste:East Timor|630:PR:PRI:PUR:Puerto Rico|634:QA:QAT:QAT:Qatar|642:RO:ROU:ROU:Romania
643:RU:RUS:RUS:Russia:Russian Federation|646:RW:RWA:RWA:Rwanda|682:SA:SAU:KSA:Saudi Arabia|686:SN:SEN:SEN:Senegal
688:RS:SRB:SRB:Serbia|694:SL:SLE:SLE:Sierra Leone|703:SK:SVK:SVK:Slovakia|704:VN:VNM:VIE:Vietnam|705:SI:SVN:SLO:Slovenia
706:SO:SOM:SOM:Somalia|710:ZA:ZAF:RSA:South Africa|716:ZW:ZWE:ZIM:Zimbabwe|724:ES:ESP:ESP:Spain|728:SS:SSD:SSD:South Sudan:S. Sudan
729:SD:SDN:SUD:Sudan|732:EH:ESH::Western Sahara:W. Sahara|740:SR:SUR:SUR:Suriname|748:SZ:SWZ:SWZ:Eswatini:eSwatini/Swaziland
752:SE:SWE:SWE:Sweden|756:CH:CHE:SUI:Switzerland|760:SY:SYR:SYR:Syria|762:TJ:TJK:TJK:Tajikistan|764:TH:THA:THA:Thailand
768:TG:TGO:TOG:Togo|780:TT:TTO:TTO:Trinidad and Tobago|784:AE:ARE:UAE:United Arab Emirates|788:TN:TUN:TUN:Tunisia
792:TR:TUR:TUR:Turkey:Türkiye|795:TM:TKM:TKM:Turkmenistan|800:UG:UGA:UGA:Uganda|804:UA:UKR:UKR:Ukraine
807:MK:MKD:MKD:North Macedonia:Macedonia|818:EG:EGY:EGY:Egypt|826:GB:GBR:GBR:United Kingdom:UK/Great Britain
834:TZ:TZA:TAN:Tanzania|840:US:USA:USA:United States:United States of America/USA/US|854:BF:BFA:BUR:Burkina Faso
858:UY:URY:URU:Uruguay|860:UZ:UZB:UZB:Uzbekistan|862:VE:VEN:VEN:Venezuela|887:YE:YEM:YEM:Yemen|894:ZM:ZMB:ZAM:Zambia
XK:XK:XKX:KOS:Kosovo|XNC::::N. Cyprus:Northern Cyprus|XSL::::Somaliland`;

export interface CountryCodes {
  /** world-atlas feature id (ISO numeric, or an X… id for the three features without one). */
  id: string;
  cca2: string;
  cca3: string;
  cioc: string;
  name: string;
  altNames: readonly string[];
}

export const COUNTRY_CODES: readonly CountryCodes[] = ROWS.split(/[|\n]/).map((row) => {
  const [id = '', cca2 = '', cca3 = '', cioc = '', name = '', alt = ''] = row.split(':');
  return { id, cca2, cca3, cioc, name, altNames: alt ? alt.split('/') : [] };
});

/** Superset's world_map `country_fieldtype` choices. */
export type CountryFieldType = 'name' | 'cca2' | 'cca3' | 'cioc';

const byField = new Map<string, Map<string, CountryCodes>>();

/** The country a value names, by the given code kind (case-insensitive; names also match common alternatives). */
export function findCountry(value: unknown, fieldType: CountryFieldType): CountryCodes | undefined {
  if (value === null || value === undefined) return undefined;
  let index = byField.get(fieldType);
  if (!index) {
    index = new Map();
    for (const country of COUNTRY_CODES) {
      const keys = fieldType === 'name' ? [country.name, ...country.altNames] : [country[fieldType]];
      for (const key of keys) if (key) index.set(key.toLowerCase(), country);
    }
    byField.set(fieldType, index);
  }
  return index.get(String(value).trim().toLowerCase());
}

/** The country of a world-atlas feature id. */
export function countryById(id: string): CountryCodes | undefined {
  return COUNTRY_CODES.find((country) => country.id === id);
}
