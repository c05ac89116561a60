import "server-only";

/**
 * The gazetteer has no populations, so it cannot tell Paris (France) from Paris (Texas). These well-known cities
 * are what a European audience most likely means: a name matching one of them (and nothing else equally known)
 * resolves to it. Each row: ISO country code (with the gazetteer's state code after a dash where the name repeats
 * within the country), English name, then other names (local spellings, exonyms). The first name the gazetteer
 * knows in that country gives the coordinates; the other spellings become aliases of it.
 */
export const MAJOR_CITIES: readonly (readonly [string, string, ...string[]])[] = [
  ["GB", "London"], ["GB", "Birmingham"], ["GB", "Manchester"], ["GB", "Glasgow"], ["GB", "Edinburgh"], ["GB", "Liverpool"],
  ["GB", "Leeds"], ["GB", "Bristol"], ["GB", "Sheffield"], ["GB", "Cardiff"], ["GB", "Belfast"], ["GB", "Nottingham"],
  ["GB-ENG", "Newcastle upon Tyne", "Newcastle"], ["GB", "Oxford"], ["GB", "Cambridge"], ["GB", "Brighton"],
  ["IE", "Dublin", "Baile Átha Cliath"], ["IE", "Cork"], ["IE", "Galway", "Galway City"],
  ["FR", "Paris"], ["FR", "Marseille", "Marseilles"], ["FR", "Lyon", "Lyons"], ["FR", "Toulouse"], ["FR", "Nice"], ["FR", "Nantes"],
  ["FR", "Strasbourg", "Straßburg"], ["FR", "Montpellier"], ["FR", "Bordeaux"], ["FR", "Lille"],
  ["DE", "Berlin"], ["DE", "Hamburg"], ["DE", "Munich", "München", "Muenchen"], ["DE", "Cologne", "Köln", "Koeln"],
  ["DE", "Stuttgart"], ["DE", "Düsseldorf", "Duesseldorf"], ["DE", "Leipzig"], ["DE", "Dortmund"], ["DE-NW", "Essen"],
  ["DE", "Bremen"], ["DE", "Dresden"], ["DE", "Hanover", "Hannover"], ["DE", "Nuremberg", "Nürnberg", "Nuernberg"],
  ["DE", "Duisburg"], ["DE", "Bonn"], ["DE", "Heidelberg"],
  ["NL", "Amsterdam"], ["NL", "Rotterdam"], ["NL", "The Hague", "Den Haag", "'s-Gravenhage"], ["NL", "Utrecht"], ["NL", "Eindhoven"],
  ["NL", "Groningen"],
  ["BE", "Brussels", "Bruxelles", "Brussel", "Brüssel"], ["BE", "Antwerp", "Antwerpen", "Anvers"], ["BE", "Ghent", "Gent", "Gand"],
  ["BE", "Liège", "Luik", "Lüttich"], ["BE", "Bruges", "Brugge"],
  ["LU", "Luxembourg City", "Luxembourg", "Ville de Luxembourg", "Luxemburg Stadt"],
  ["CH", "Zurich", "Zürich", "Zuerich"], ["CH", "Geneva", "Genève", "Genf", "Ginevra"], ["CH", "Basel", "Bâle", "Basle"],
  ["CH", "Bern", "Berne"], ["CH", "Lausanne"], ["CH", "Lucerne", "Luzern"], ["CH", "Lugano"],
  ["AT", "Vienna", "Wien"], ["AT", "Graz"], ["AT", "Linz"], ["AT", "Salzburg"], ["AT", "Innsbruck"],
  ["ES", "Madrid"], ["ES", "Barcelona"], ["ES", "Valencia", "València"], ["ES", "Seville", "Sevilla"], ["ES", "Zaragoza", "Saragossa"],
  ["ES", "Málaga"], ["ES", "Bilbao"], ["ES", "Palma", "Palma de Mallorca"],
  ["PT-11", "Lisbon", "Lisboa"], ["PT", "Porto", "Oporto"],
  ["IT", "Rome", "Roma"], ["IT", "Milan", "Milano"], ["IT", "Naples", "Napoli"], ["IT", "Turin", "Torino"], ["IT", "Palermo"],
  ["IT", "Genoa", "Genova"], ["IT", "Bologna"], ["IT", "Florence", "Firenze"], ["IT", "Venice", "Venezia"],
  ["DK", "Copenhagen", "København", "Kobenhavn"], ["DK", "Aarhus", "Århus"],
  ["SE", "Stockholm"], ["SE", "Gothenburg", "Göteborg"], ["SE", "Malmö"],
  ["NO", "Oslo"], ["NO", "Bergen"], ["FI", "Helsinki", "Helsingfors"], ["IS", "Reykjavík"],
  ["PL", "Warsaw", "Warszawa"], ["PL", "Kraków", "Cracow", "Krakau"], ["PL", "Łódź"], ["PL", "Wrocław", "Breslau"], ["PL", "Poznań"],
  ["PL", "Gdańsk", "Danzig"],
  ["CZ", "Prague", "Praha", "Prag"], ["CZ", "Brno"], ["SK", "Bratislava"], ["HU", "Budapest"],
  ["RO", "Bucharest", "București"], ["RO", "Cluj-Napoca"], ["BG", "Sofia"],
  ["GR", "Athens", "Athína", "Athen"], ["GR", "Thessaloniki", "Salonica"],
  ["HR", "Zagreb"], ["HR", "Split"], ["SI", "Ljubljana"], ["RS", "Belgrade", "Beograd"], ["BA", "Sarajevo"],
  ["UA", "Kyiv", "Kiev"], ["UA", "Lviv", "Lemberg"], ["UA", "Odesa", "Odessa"], ["UA", "Kharkiv"],
  ["RU", "Moscow", "Moskva"], ["RU", "Saint Petersburg", "St Petersburg", "Sankt-Peterburg"],
  ["EE", "Tallinn"], ["LV", "Riga"], ["LT", "Vilnius"], ["MT", "Valletta"], ["CY", "Nicosia"], ["BY", "Minsk"],
  ["US", "New York City", "New York", "NYC"], ["US", "Los Angeles"], ["US", "Chicago"], ["US", "San Francisco"], ["US-MA", "Boston"],
  ["US-FL", "Miami"], ["US", "Seattle"], ["CA", "Toronto"], ["CA", "Montreal", "Montréal"], ["CA", "Vancouver"],
  ["AU", "Sydney"], ["AU", "Melbourne"], ["JP", "Tokyo"], ["AE", "Dubai"], ["IL", "Tel Aviv"], ["MX", "Mexico City", "Ciudad de México"],
  ["BR", "São Paulo"], ["AR", "Buenos Aires"], ["ZA", "Cape Town"], ["TH", "Bangkok"], ["KR", "Seoul"], ["CN", "Beijing"],
  ["CN", "Shanghai"], ["IN", "Mumbai"], ["IN", "New Delhi"],
];
