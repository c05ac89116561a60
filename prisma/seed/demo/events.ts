import { defineListings } from "./types";

// Events: recurring conferences and summits. Dates change every edition, so startsAt/endsAt are left unset.
export const EVENTS = defineListings("event", [
  {
    name: "Longevity Summit Dublin",
    description:
      "Annual conference in Dublin bringing together researchers, clinicians, investors and advocates working on longevity and rejuvenation.",
    website: "https://www.longevitysummitdublin.com",
    country: "Ireland",
    city: "Dublin",
    region: "Europe",
    featured: true,
    tags: ["conference", "longevity science"],
  },
  {
    name: "ARDD – Aging Research and Drug Discovery",
    description:
      "Annual scientific meeting in Copenhagen on ageing research and drug discovery for age-related diseases.",
    website: "https://agingpharma.org",
    country: "Denmark",
    city: "Copenhagen",
    region: "Europe",
    tags: ["conference", "research", "drug discovery"],
  },
  {
    name: "Longevity Med Summit",
    description:
      "Medical conference in Lisbon on longevity medicine, aimed mainly at physicians and health professionals.",
    website: "https://longevitymedsummit.com",
    country: "Portugal",
    city: "Lisbon",
    region: "Europe",
    tags: ["conference", "longevity medicine"],
  },
  {
    name: "Longevity World Forum",
    description:
      "Spanish conference on longevity covering ageing science, preventive health and the economics of longer lives.",
    website: "https://www.longevityworldforum.com",
    country: "Spain",
    region: "Europe",
    tags: ["conference", "longevity economy"],
  },
  {
    name: "Biohacker Summit",
    description: "Biohacking and health optimisation conference organised by Biohacker Center, held in Helsinki.",
    website: "https://biohackersummit.com",
    country: "Finland",
    city: "Helsinki",
    region: "Europe",
    tags: ["conference", "biohacking"],
  },
  {
    name: "Health Optimisation Summit",
    description:
      "London consumer conference and exhibition on health optimisation and biohacking, founded by podcaster Tim Gray.",
    website: "https://www.healthoptimisation.com",
    country: "United Kingdom",
    city: "London",
    region: "Europe",
    tags: ["conference", "biohacking", "exhibition"],
  },
  {
    name: "Longevity Week",
    description:
      "Week of talks and events in London organised each November by The Longevity Forum, around its annual forum.",
    website: "https://thelongevityforum.com",
    country: "United Kingdom",
    city: "London",
    region: "Europe",
    tags: ["conference", "policy", "longevity"],
  },
  {
    name: "Rejuvenation Startup Summit",
    description:
      "Berlin conference organised by the Forever Healthy Foundation connecting rejuvenation biotech start-ups with investors.",
    website: "https://www.rejuvenation-startup-summit.com",
    country: "Germany",
    city: "Berlin",
    region: "Europe",
    tags: ["conference", "biotech", "investment"],
  },
  {
    name: "Longevity Docs Summit",
    description: "Physician-focused longevity medicine summit organised by the Longevity Docs network, held in Cannes.",
    website: "https://longevitydocs.org",
    country: "France",
    city: "Cannes",
    region: "Europe",
    tags: ["conference", "longevity medicine", "physicians"],
  },
  {
    name: "Vitafoods Europe",
    description:
      "Trade exhibition and conference for the nutraceutical, functional food and dietary supplement industry.",
    website: "https://www.vitafoods.eu.com",
    country: "Spain",
    city: "Barcelona",
    region: "Europe",
    tags: ["trade show", "supplements", "functional food"],
  },
]);
