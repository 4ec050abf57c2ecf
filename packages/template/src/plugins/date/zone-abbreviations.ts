/**
 * Time-zone abbreviations printed by %Z (tz database names, current rules). Zones missing here have
 * no alphabetic abbreviation and print their numeric offset ("+03", "+0545"), as the tz database does.
 * Keys are "STANDARD" or "STANDARD/DAYLIGHT"; zone ids are the ones Intl reports as canonical.
 */
export const ZONE_ABBREVIATIONS: Record<string, string> = {
  ACST: 'Australia/Darwin',
  'ACST/ACDT': 'Australia/Adelaide Australia/Broken_Hill',
  AEST: 'Australia/Brisbane Australia/Lindeman',
  'AEST/AEDT': 'Antarctica/Macquarie Australia/Hobart Australia/Melbourne Australia/Sydney',
  'AKST/AKDT': 'America/Anchorage America/Juneau America/Metlakatla America/Nome America/Sitka America/Yakutat',
  AST: 'America/Anguilla America/Antigua America/Aruba America/Barbados America/Blanc-Sablon America/Curacao America/Dominica America/Grenada America/Guadeloupe America/Kralendijk America/Lower_Princes America/Marigot America/Martinique America/Montserrat America/Port_of_Spain America/Puerto_Rico America/Santo_Domingo America/St_Barthelemy America/St_Kitts America/St_Lucia America/St_Thomas America/St_Vincent America/Tortola',
  'AST/ADT': 'America/Glace_Bay America/Goose_Bay America/Halifax America/Moncton America/Thule Atlantic/Bermuda',
  AWST: 'Australia/Perth',
  CAT: 'Africa/Blantyre Africa/Bujumbura Africa/Gaborone Africa/Harare Africa/Juba Africa/Khartoum Africa/Kigali Africa/Lubumbashi Africa/Lusaka Africa/Maputo Africa/Windhoek',
  CET: 'Africa/Algiers Africa/Tunis',
  'CET/CEST':
    'Africa/Ceuta Arctic/Longyearbyen Europe/Amsterdam Europe/Andorra Europe/Belgrade Europe/Berlin Europe/Bratislava Europe/Brussels Europe/Budapest Europe/Busingen Europe/Copenhagen Europe/Gibraltar Europe/Ljubljana Europe/Luxembourg Europe/Madrid Europe/Malta Europe/Monaco Europe/Oslo Europe/Paris Europe/Podgorica Europe/Prague Europe/Rome Europe/San_Marino Europe/Sarajevo Europe/Skopje Europe/Stockholm Europe/Tirane Europe/Vaduz Europe/Vatican Europe/Vienna Europe/Warsaw Europe/Zagreb Europe/Zurich',
  CST: 'America/Bahia_Banderas America/Belize America/Chihuahua America/Costa_Rica America/El_Salvador America/Guatemala America/Managua America/Merida America/Mexico_City America/Monterrey America/Regina America/Swift_Current America/Tegucigalpa Asia/Macau Asia/Shanghai Asia/Taipei',
  'CST/CDT':
    'America/Chicago America/Havana America/Indiana/Knox America/Indiana/Tell_City America/Matamoros America/Menominee America/North_Dakota/Beulah America/North_Dakota/Center America/North_Dakota/New_Salem America/Ojinaga America/Rankin_Inlet America/Resolute America/Winnipeg',
  ChST: 'Pacific/Guam Pacific/Saipan',
  EAT: 'Africa/Addis_Ababa Africa/Asmera Africa/Dar_es_Salaam Africa/Djibouti Africa/Kampala Africa/Mogadishu Africa/Nairobi Indian/Antananarivo Indian/Comoro Indian/Mayotte',
  EET: 'Africa/Tripoli Europe/Kaliningrad',
  'EET/EEST':
    'Africa/Cairo Asia/Beirut Asia/Famagusta Asia/Gaza Asia/Hebron Asia/Nicosia Europe/Athens Europe/Bucharest Europe/Chisinau Europe/Helsinki Europe/Kiev Europe/Mariehamn Europe/Riga Europe/Sofia Europe/Tallinn Europe/Vilnius',
  EST: 'America/Cancun America/Cayman America/Coral_Harbour America/Jamaica America/Panama',
  'EST/EDT':
    'America/Detroit America/Grand_Turk America/Indiana/Marengo America/Indiana/Petersburg America/Indiana/Vevay America/Indiana/Vincennes America/Indiana/Winamac America/Indianapolis America/Iqaluit America/Kentucky/Monticello America/Louisville America/Nassau America/New_York America/Port-au-Prince America/Toronto',
  GMT: 'Africa/Abidjan Africa/Accra Africa/Bamako Africa/Banjul Africa/Bissau Africa/Conakry Africa/Dakar Africa/Freetown Africa/Lome Africa/Monrovia Africa/Nouakchott Africa/Ouagadougou Africa/Sao_Tome America/Danmarkshavn Atlantic/Reykjavik Atlantic/St_Helena',
  'GMT/BST': 'Europe/Guernsey Europe/Isle_of_Man Europe/Jersey Europe/London',
  'GMT/IST': 'Europe/Dublin',
  HKT: 'Asia/Hong_Kong',
  HST: 'Pacific/Honolulu',
  'HST/HDT': 'America/Adak',
  IST: 'Asia/Calcutta',
  'IST/IDT': 'Asia/Jerusalem',
  JST: 'Asia/Tokyo',
  KST: 'Asia/Pyongyang Asia/Seoul',
  MSK: 'Europe/Kirov Europe/Moscow Europe/Simferopol Europe/Volgograd',
  MST: 'America/Creston America/Dawson America/Dawson_Creek America/Fort_Nelson America/Hermosillo America/Mazatlan America/Phoenix America/Whitehorse',
  'MST/MDT': 'America/Boise America/Cambridge_Bay America/Ciudad_Juarez America/Denver America/Edmonton America/Inuvik',
  'NST/NDT': 'America/St_Johns',
  'NZST/NZDT': 'Antarctica/McMurdo Pacific/Auckland',
  PKT: 'Asia/Karachi',
  PST: 'Asia/Manila',
  'PST/PDT': 'America/Los_Angeles America/Tijuana America/Vancouver',
  SAST: 'Africa/Johannesburg Africa/Maseru Africa/Mbabane',
  SST: 'Pacific/Midway Pacific/Pago_Pago',
  UTC: 'UTC',
  WAT: 'Africa/Bangui Africa/Brazzaville Africa/Douala Africa/Kinshasa Africa/Lagos Africa/Libreville Africa/Luanda Africa/Malabo Africa/Ndjamena Africa/Niamey Africa/Porto-Novo',
  'WET/WEST': 'Atlantic/Canary Atlantic/Faeroe Atlantic/Madeira Europe/Lisbon',
  WIB: 'Asia/Jakarta Asia/Pontianak',
  WIT: 'Asia/Jayapura',
  WITA: 'Asia/Makassar',
};
