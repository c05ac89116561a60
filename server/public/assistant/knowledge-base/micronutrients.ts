import "server-only";
import { directoryHref, labsFor, labsForCondition, practitionersFor } from "./links";
import { step } from "./steps";
import type { KnowledgeTopic } from "./types";

const VITAMIN_SUPPLEMENTS = { category: ["vitamins"], tags: ["vitamins", "micronutrients"] } as const;

export const MICRONUTRIENT_TOPICS: KnowledgeTopic[] = [
  {
    id: "vitamin-d",
    title: "Vitamin D",
    aliases: {
      strong: [
        "vitamin d",
        "vitamin d3",
        "vit d",
        "vit d3",
        "25 oh d",
        "25 hydroxyvitamin d",
        "calcidiol",
        "vitamine d",
        "vitamina d",
        "sunshine vitamin",
        "vitamin d mangel",
        "vitamin d spiegel",
        "vitamine d tekort",
        "carenza di vitamina d",
        "deficiencia de vitamina d",
        "carence en vitamine d",
      ],
    },
    summary:
      "Vitamin D helps your body absorb calcium and supports bones, muscles and the immune system. Your skin makes it from sunlight, so levels " +
      "often drop in winter in northern and central Europe and in people who spend little time outdoors, cover their skin or have darker skin. " +
      "The blood test measures 25-hydroxyvitamin D, the body's storage form.",
    insights: [
      "Labs and countries use slightly different cut-offs for deficiency and sufficiency, so compare your result with the reference range on your report and discuss it with your doctor.",
      "More is not always better: vitamin D is fat-soluble, and too much from supplements can raise calcium to harmful levels.",
      "A test in late winter shows your lowest point of the year; a test in late summer shows your best.",
    ],
    nextSteps: [
      step(
        "High",
        "Test before you supplement",
        "A blood test, also available as an at-home finger-prick kit, shows whether you need anything at all.",
        "GP or pharmacist",
        labsFor("vitamin-d"),
      ),
      step(
        "Medium",
        "Agree on form and amount with a professional",
        "If your level is low, ask your doctor or pharmacist what suits you and when to re-test.",
        "Doctor or pharmacist",
        directoryHref("supplements"),
      ),
      step(
        "Low",
        "Get safe daylight",
        "Time outdoors helps in the warmer months; follow local advice on sun protection.",
        "GP",
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["vitamin-d"], biomarkers: ["vitamin-d"], healthConditions: ["nutrient-deficiency"] },
      clinics: { biomarkers: ["vitamin-d"] },
      supplements: { ingredients: ["Vitamin D", "Vitamin D3"], category: ["vitamins"] },
    },
  },
  {
    id: "vitamin-b12",
    title: "Vitamin B12",
    aliases: {
      strong: [
        "b12",
        "b 12",
        "vitamin b12",
        "vit b12",
        "cobalamin",
        "cobalamine",
        "cobalamina",
        "holotranscobalamin",
        "holotc",
        "active b12",
        "methylmalonic acid",
        "vitamine b12",
        "vitamina b12",
        "pernicious anaemia",
        "pernicious anemia",
      ],
    },
    summary:
      "Vitamin B12 is needed to make red blood cells, DNA and the myelin that insulates nerves. It comes almost only from animal foods, so people " +
      "eating a vegan diet, older adults and people taking some long-term medicines, such as metformin or stomach-acid blockers, are more likely " +
      "to run low. A shortage can develop slowly over years and cause tiredness, pins and needles or memory problems.",
    insights: [
      "A serum B12 in the low-normal range does not rule out a shortage; doctors may add active B12 (holotranscobalamin) or methylmalonic acid to clarify.",
      "Folate and B12 work together, so they are usually tested and interpreted as a pair, alongside a full blood count.",
      "People on a vegan diet are generally advised to rely on fortified foods or a supplement; ask a professional what suits you.",
    ],
    nextSteps: [
      step(
        "High",
        "Ask for a B12 test",
        "Ideally together with folate and a full blood count.",
        "GP",
        labsForCondition("nutrient-deficiency"),
      ),
      step(
        "Medium",
        "Review diet and medicines",
        "A dietitian or pharmacist can check whether your diet or long-term medicines affect B12.",
        "Dietitian or pharmacist",
        practitionersFor("nutrition"),
      ),
      step(
        "Medium",
        "Discuss supplementation",
        "If you are low, your doctor will advise on the form and route that suit you.",
        "GP or pharmacist",
        directoryHref("supplements"),
      ),
    ],
    facets: {
      labs: { healthConditions: ["nutrient-deficiency"], testTypes: ["blood"] },
      supplements: VITAMIN_SUPPLEMENTS,
    },
  },
  {
    id: "folate",
    title: "Folate",
    aliases: {
      strong: [
        "folate",
        "folic acid",
        "folat",
        "folsaure",
        "acide folique",
        "folates",
        "acido folico",
        "foliumzuur",
        "vitamin b9",
        "b9",
        "methylfolate",
        "mthfr",
      ],
    },
    summary:
      "Folate (vitamin B9) is needed for cell division and for making DNA and red blood cells. It is especially important before and during early " +
      "pregnancy, when enough folate lowers the risk of neural tube defects in the baby. Leafy greens, legumes and whole grains are good food sources.",
    insights: [
      "Folate and vitamin B12 are read together: folic acid can hide the blood-count signs of a B12 shortage while nerve damage progresses.",
      "Low folate, B12 or B6 can each raise homocysteine.",
      "Common MTHFR gene variants are widespread, and most medical societies do not recommend testing for them because the result rarely changes what you should do.",
      "Anyone planning a pregnancy should ask a doctor or midwife about folic acid well before conception.",
    ],
    nextSteps: [
      step(
        "High",
        "Test folate together with B12",
        "The pair is interpreted together, often with a full blood count.",
        "GP",
        labsForCondition("nutrient-deficiency"),
      ),
      step(
        "High",
        "Planning a pregnancy? Talk to your doctor",
        "Ask about folic acid before conception; your doctor or midwife will advise what suits you.",
        "GP, gynaecologist or midwife",
      ),
      step(
        "Medium",
        "Eat more leafy greens and legumes",
        "A dietitian can check your intake and suggest easy swaps.",
        "Dietitian",
        practitionersFor("nutrition"),
      ),
    ],
    facets: {
      labs: { healthConditions: ["nutrient-deficiency", "fertility"], advancedBiomarkers: ["homocysteine"] },
      supplements: VITAMIN_SUPPLEMENTS,
      foods: { category: ["Organic Foods"], dietaryPreferences: ["Plant-based"] },
    },
  },
  {
    id: "iron-ferritin",
    title: "Ferritin and iron",
    aliases: {
      strong: [
        "ferritin",
        "ferritine",
        "ferritina",
        "iron",
        "iron deficiency",
        "iron levels",
        "transferrin",
        "transferrin saturation",
        "tsat",
        "anaemia",
        "anemia",
        "eisen",
        "eisenmangel",
        "eisenwerte",
        "blutarmut",
        "fer",
        "carence en fer",
        "anemie",
        "hierro",
        "deficiencia de hierro",
        "ferro",
        "carenza di ferro",
        "ijzer",
        "ijzertekort",
        "bloedarmoede",
        "haemochromatosis",
        "hemochromatosis",
        "hamochromatose",
      ],
      weak: ["haemoglobin", "hemoglobin", "hamoglobin", "hemoglobine", "hemoglobina"],
    },
    summary:
      "Iron carries oxygen in haemoglobin, and ferritin is the protein that stores it; the ferritin level is the most common measure of your iron " +
      "reserves. Low ferritin can cause tiredness, breathlessness, hair shedding and reduced exercise capacity even before anaemia develops, and it " +
      "is common in menstruating women, blood donors, endurance athletes and people who eat little meat. Too much iron is harmful too, for example " +
      "in hereditary haemochromatosis.",
    insights: [
      "Ferritin also rises with inflammation, infection, liver disease and heavy drinking, so a normal or high value does not always mean good iron stores; doctors often add CRP and transferrin saturation.",
      "Finding out why iron is low matters as much as replacing it; in men and after menopause, hidden blood loss from the gut must be ruled out.",
      "Iron supplements should only be taken after testing and with advice, because the body cannot easily get rid of excess iron.",
    ],
    nextSteps: [
      step(
        "High",
        "Test ferritin with a full iron panel",
        "Ferritin, transferrin saturation, CRP and a blood count together give the clearest picture.",
        "GP",
        labsFor("ferritin"),
      ),
      step(
        "High",
        "Find the cause with your doctor",
        "Low or high iron needs an explanation before any treatment.",
        "GP or haematologist",
      ),
      step(
        "Medium",
        "Plan iron-rich meals",
        "A dietitian can show you how to combine iron-rich foods with vitamin C and time tea and coffee.",
        "Dietitian",
        practitionersFor("nutrition"),
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["ferritin"], healthConditions: ["nutrient-deficiency"] },
    },
  },
  {
    id: "omega-3-index",
    title: "Omega-3 index",
    aliases: {
      strong: [
        "omega 3",
        "omega3",
        "omega 3 index",
        "omega index",
        "epa",
        "dha",
        "fish oil",
        "fischol",
        "huile de poisson",
        "aceite de pescado",
        "olio di pesce",
        "visolie",
        "omega 3 fettsauren",
        "acides gras omega 3",
        "acidos grasos omega 3",
        "acidi grassi omega 3",
        "omega 3 vetzuren",
      ],
    },
    summary:
      "The omega-3 index measures the share of the omega-3 fatty acids EPA and DHA in the membranes of your red blood cells, reflecting your intake " +
      "over the past few months. EPA and DHA come mainly from oily fish such as salmon, mackerel, herring and sardines, or from algae. A higher " +
      "omega-3 index has been associated with lower cardiovascular risk in observational studies.",
    insights: [
      "It is a finger-prick blood test, available as an at-home kit; because it reflects months, re-testing more often than every few months adds little.",
      "Trials of omega-3 supplements for preventing heart disease have had mixed results, so food sources are the usual first step.",
      "Fish oil can interact with blood thinners; check with your doctor or pharmacist before starting a supplement.",
    ],
    nextSteps: [
      step(
        "Medium",
        "Measure your omega-3 index",
        "An at-home finger-prick test shows where you start.",
        "Laboratory medicine",
        labsFor("omega-3-index"),
      ),
      step(
        "Medium",
        "Eat oily fish regularly",
        "A dietitian can suggest fish or algae-based options that fit your diet.",
        "Dietitian",
        practitionersFor("nutrition"),
      ),
      step(
        "Medium",
        "Ask before supplementing",
        "Especially if you take blood thinners or have a condition; your doctor or pharmacist will advise what suits you.",
        "Doctor or pharmacist",
        directoryHref("supplements"),
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["omega-3-index"], tags: ["omega-3"] },
      supplements: { ingredients: ["Omega-3 (EPA/DHA)", "Fish oil", "Cod liver oil"], tags: ["omega-3", "fish oil"] },
    },
  },
];
