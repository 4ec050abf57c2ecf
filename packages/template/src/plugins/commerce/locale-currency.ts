/**
 * The currency a locale pays in, for amounts that carry no currency of their own (legacy cent
 * values such as bookkeeper totals): the locale's region, made explicit by likely subtags
 * ("de" -> DE -> EUR, "ja" -> JP -> JPY), decides; unknown regions pay in USD.
 */
import { BoundedCache, LOCALE_CACHE_SIZE } from '../shared/bounded-cache';
import { DEFAULT_CURRENCY } from '@storefront/commerce';

/** Regions grouped by the currency they use (ISO 3166 -> ISO 4217). */
const REGIONS_BY_CURRENCY: Readonly<Record<string, string>> = {
  EUR: 'AD AT AX BE BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM VA XK YT',
  USD: 'AS BQ EC FM GU IO MH MP PR PW SV TC TL UM US VG VI',
  AUD: 'AU CC CX HM KI NF NR TV',
  NOK: 'BV NO SJ',
  CAD: 'CA',
  NZD: 'CK NU NZ PN TK',
  DKK: 'DK FO GL',
  GBP: 'GB GG GS IM JE',
  HKD: 'HK',
  CHF: 'CH LI',
  MXN: 'MX',
  SGD: 'SG',
  SEK: 'SE',
  CZK: 'CZ',
  ILS: 'IL PS',
  PHP: 'PH',
  RUB: 'RU',
  PLN: 'PL',
  THB: 'TH',
  MYR: 'MY',
  ARS: 'AR',
  BRL: 'BR',
  COP: 'CO',
  IDR: 'ID',
  INR: 'IN',
  JPY: 'JP',
  ZAR: 'ZA',
  // currencies outside the store list that locales commonly imply
  AED: 'AE',
  AMD: 'AM',
  AZN: 'AZ',
  BAM: 'BA',
  BDT: 'BD',
  BGN: 'BG',
  BHD: 'BH',
  BOB: 'BO',
  BYN: 'BY',
  CLP: 'CL',
  CNY: 'CN',
  CRC: 'CR',
  DOP: 'DO',
  DZD: 'DZ',
  EGP: 'EG',
  ETB: 'ET',
  GEL: 'GE',
  GHS: 'GH',
  GTQ: 'GT',
  HNL: 'HN',
  HUF: 'HU',
  IQD: 'IQ',
  IRR: 'IR',
  ISK: 'IS',
  JMD: 'JM',
  JOD: 'JO',
  KES: 'KE',
  KGS: 'KG',
  KHR: 'KH',
  KRW: 'KR',
  KWD: 'KW',
  KZT: 'KZ',
  LAK: 'LA',
  LBP: 'LB',
  LKR: 'LK',
  MAD: 'MA',
  MDL: 'MD',
  MKD: 'MK',
  MMK: 'MM',
  MNT: 'MN',
  NGN: 'NG',
  NIO: 'NI',
  NPR: 'NP',
  OMR: 'OM',
  PEN: 'PE',
  PKR: 'PK',
  PYG: 'PY',
  QAR: 'QA',
  RON: 'RO',
  RSD: 'RS',
  SAR: 'SA',
  TND: 'TN',
  TRY: 'TR',
  TWD: 'TW',
  TZS: 'TZ',
  UAH: 'UA',
  UGX: 'UG',
  UYU: 'UY',
  UZS: 'UZ',
  VND: 'VN',
  XAF: 'CM CF CG GA GQ TD',
  XOF: 'BF BJ CI GW ML NE SN TG',
};

let regionCurrency: Map<string, string> | null = null;

function currencyOfRegion(region: string): string | undefined {
  if (regionCurrency === null) {
    regionCurrency = new Map();
    for (const [currency, regions] of Object.entries(REGIONS_BY_CURRENCY)) {
      for (const r of regions.split(' ')) regionCurrency.set(r, currency);
    }
  }
  return regionCurrency.get(region);
}

const byLocale = new BoundedCache<string, string>(LOCALE_CACHE_SIZE);

export function currencyForLocale(locale: string): string {
  let currency = byLocale.get(locale);
  if (currency === undefined) {
    currency = DEFAULT_CURRENCY;
    try {
      const region = new Intl.Locale(locale).maximize().region;
      if (region !== undefined) currency = currencyOfRegion(region) ?? DEFAULT_CURRENCY;
    } catch {
      // not a locale tag: keep the default
    }
    byLocale.set(locale, currency);
  }
  return currency;
}
