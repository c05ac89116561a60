import "server-only";

/**
 * Names people type for a country that neither the gazetteer nor the generated native names (Intl, in the
 * country's main language) cover: other official languages, endonyms in Latin script, and everyday English.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  AT: ["Österreich", "Oesterreich"],
  BE: ["België", "Belgique", "Belgien", "Belgie"],
  CH: ["Schweiz", "Suisse", "Svizzera", "Svizra", "Helvetia"],
  CY: ["Kypros", "Kıbrıs"],
  CZ: ["Czechia", "Czech Republic", "Česko", "Česká republika"],
  DE: ["Deutschland", "Federal Republic of Germany"],
  DK: ["Danmark"],
  EE: ["Eesti"],
  ES: ["España", "Espanya", "Espainia"],
  FI: ["Suomi"],
  FR: ["République française"],
  GB: ["UK", "U.K.", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland"],
  GR: ["Hellas", "Ellada", "Elláda"],
  HR: ["Hrvatska"],
  HU: ["Magyarország"],
  IE: ["Éire", "Republic of Ireland"],
  IS: ["Ísland"],
  IT: ["Italia"],
  LT: ["Lietuva"],
  LU: ["Lëtzebuerg", "Luxemburg"],
  LV: ["Latvija"],
  MK: ["North Macedonia", "Severna Makedonija"],
  NL: ["Nederland", "The Netherlands", "Holland"],
  NO: ["Norge", "Noreg"],
  PL: ["Polska"],
  PT: ["Portugal"],
  RO: ["România"],
  RS: ["Srbija"],
  RU: ["Rossiya", "Russian Federation"],
  SE: ["Sverige"],
  SI: ["Slovenija"],
  SK: ["Slovensko", "Slovak Republic"],
  TR: ["Türkiye", "Turkiye"],
  UA: ["Ukraina"],
  US: ["USA", "U.S.", "U.S.A.", "America", "United States of America"],
  AE: ["UAE", "Emirates"],
  CI: ["Ivory Coast", "Côte d'Ivoire"],
  HK: ["Hong Kong"],
  MO: ["Macau", "Macao"],
  IM: ["Isle of Man"],
  VA: ["Vatican", "Holy See"],
  KR: ["Korea"],
  SZ: ["Eswatini"],
  TL: ["Timor-Leste"],
  CV: ["Cabo Verde"],
  MM: ["Burma"],
};

/** Countries outside the gazetteer's 'Europe/…' time zones that a European audience counts as Europe. */
export const EXTRA_EUROPEAN_COUNTRIES: readonly string[] = ["CY", "IS", "FO", "SJ"];

/** Languages whose names for European countries are worth accepting ('Allemagne', 'Alemania', 'Duitsland'). */
export const EUROPEAN_NAME_LANGUAGES: readonly string[] = ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da"];
