import australia from '@countrystatecity/countries/data/Australia-AU/states.json';
import canada from '@countrystatecity/countries/data/Canada-CA/states.json';
import france from '@countrystatecity/countries/data/France-FR/states.json';
import germany from '@countrystatecity/countries/data/Germany-DE/states.json';
import ireland from '@countrystatecity/countries/data/Ireland-IE/states.json';
import netherlands from '@countrystatecity/countries/data/Netherlands-NL/states.json';
import newZealand from '@countrystatecity/countries/data/New_Zealand-NZ/states.json';
import norway from '@countrystatecity/countries/data/Norway-NO/states.json';
import spain from '@countrystatecity/countries/data/Spain-ES/states.json';
import sweden from '@countrystatecity/countries/data/Sweden-SE/states.json';
import unitedKingdom from '@countrystatecity/countries/data/United_Kingdom-GB/states.json';
import unitedStates from '@countrystatecity/countries/data/United_States-US/states.json';

/**
 * Spec §3 address vocabulary: the subdivision lists a checkout address chooses from. Its own module
 * (about 200 kB of source data) so that only the checkout page loads it, never the product page.
 * The library keeps each country's full ISO 3166-2 list with each entry's kind; the spec names
 * which kinds a shopper picks from, so each country keeps only those (`kinds`, in the library's
 * wording, grouped in the order they are listed).
 */
export interface Subdivision {
  /** ISO 3166-2 code without the country prefix: 'NY' for US-NY. */
  code: string;
  name: string;
}

type LibraryEntry = { name: string; iso2: string; type: string };

const SOURCES: Record<string, { entries: ReadonlyArray<LibraryEntry>; kinds: string[][] }> = {
  // States, District of Columbia, and the armed-forces areas AA, AE, AP (no outlying areas).
  US: { entries: unitedStates, kinds: [['state', 'district'], ['military postal region']] },
  CA: { entries: canada, kinds: [['province', 'territory']] },
  AU: { entries: australia, kinds: [['state', 'territory']] },
  // The sixteen regions; the Chatham Islands are a territory outside them.
  NZ: { entries: newZealand, kinds: [['region']] },
  // Counties, not the four historic provinces the library also lists.
  IE: { entries: ireland, kinds: [['county']] },
  // Provinces and the autonomous cities Ceuta and Melilla, which stand where a province would in
  // an address; not the autonomous communities that group the provinces.
  ES: { entries: spain, kinds: [['province', 'autonomous city']] },
  // Metropolitan and overseas regions, not departments or collectivities.
  FR: { entries: france, kinds: [['metropolitan region', 'overseas region']] },
  DE: { entries: germany, kinds: [['land']] },
  NL: { entries: netherlands, kinds: [['province']] },
  // Counties; Svalbard and Jan Mayen are arctic regions outside them.
  NO: { entries: norway, kinds: [['county']] },
  SE: { entries: sweden, kinds: [['county']] },
  // The nations: England, Scotland and Wales are "country", Northern Ireland "province".
  GB: { entries: unitedKingdom, kinds: [['country', 'province']] },
};

const byName = (a: Subdivision, b: Subdivision) => a.name.localeCompare(b.name, 'en');

function listOf(source: (typeof SOURCES)[string]): Subdivision[] {
  // Each group sorted by name; groups in order (US armed-forces areas after the states and DC, as
  // on US address forms).
  return source.kinds.flatMap((group) =>
    source.entries
      .filter((entry) => group.includes(entry.type))
      .map((entry) => ({ code: entry.iso2, name: entry.name }))
      .sort(byName),
  );
}

const lists = new Map<string, readonly Subdivision[]>();

/** The subdivisions of a country, or null for a country without a list (region is free text). */
export function subdivisionsOf(countryCode: string): readonly Subdivision[] | null {
  const country = countryCode.toUpperCase();
  if (!Object.hasOwn(SOURCES, country)) return null;
  let list = lists.get(country);
  if (!list) {
    list = Object.freeze(listOf(SOURCES[country]));
    lists.set(country, list);
  }
  return list;
}

export const SUBDIVISION_COUNTRIES = Object.keys(SOURCES);
