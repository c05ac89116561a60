import "server-only";
import type { TopicTexts } from "../types";
import type { NutrientId } from "./topics";

export const en: TopicTexts<NutrientId> = {
  "vitamin-d": {
    title: "Vitamin D",
    summary:
      "Vitamin D helps your body absorb calcium and supports bones, muscles and the immune system. Your skin makes it from sunlight, so levels often drop in winter in northern and central Europe and in people who spend little time outdoors, cover their skin or have darker skin. The blood test measures 25-hydroxyvitamin D, the body's storage form.",
    insights: [
      "Labs and countries use slightly different cut-offs for deficiency and sufficiency, so compare your result with the reference range on your report and discuss it with your doctor.",
      "More is not always better: vitamin D is fat-soluble, and too much from supplements can raise calcium to harmful levels.",
      "A test in late winter shows your lowest point of the year; a test in late summer shows your best.",
    ],
    steps: [
      [
        "Test before you supplement",
        "A blood test, also available as an at-home finger-prick kit, shows whether you need anything at all.",
      ],
      [
        "Agree on form and amount with a professional",
        "If your level is low, ask your doctor or pharmacist what suits you and when to re-test.",
      ],
      ["Get safe daylight", "Time outdoors helps in the warmer months; follow local advice on sun protection."],
    ],
  },
  "vitamin-b12": {
    title: "Vitamin B12",
    summary:
      "Vitamin B12 is needed to make red blood cells, DNA and the myelin that insulates nerves. It comes almost only from animal foods, so people eating a vegan diet, older adults and people taking some long-term medicines, such as metformin or stomach-acid blockers, are more likely to run low. A shortage can develop slowly over years and cause tiredness, pins and needles or memory problems.",
    insights: [
      "A serum B12 in the low-normal range does not rule out a shortage; doctors may add active B12 (holotranscobalamin) or methylmalonic acid to clarify.",
      "Folate and B12 work together, so they are usually tested and interpreted as a pair, alongside a full blood count.",
      "People on a vegan diet are generally advised to rely on fortified foods or a supplement; ask a professional what suits you.",
    ],
    steps: [
      ["Ask for a B12 test", "Ideally together with folate and a full blood count."],
      [
        "Review diet and medicines",
        "A dietitian or pharmacist can check whether your diet or long-term medicines affect B12.",
      ],
      ["Discuss supplementation", "If you are low, your doctor will advise on the form and route that suit you."],
    ],
  },
  folate: {
    title: "Folate",
    summary:
      "Folate (vitamin B9) is needed for cell division and for making DNA and red blood cells. It is especially important before and during early pregnancy, when enough folate lowers the risk of neural tube defects in the baby. Leafy greens, legumes and whole grains are good food sources.",
    insights: [
      "Folate and vitamin B12 are read together: folic acid can hide the blood-count signs of a B12 shortage while nerve damage progresses.",
      "Low folate, B12 or B6 can each raise homocysteine.",
      "Common MTHFR gene variants are widespread, and most medical societies do not recommend testing for them because the result rarely changes what you should do.",
      "Anyone planning a pregnancy should ask a doctor or midwife about folic acid well before conception.",
    ],
    steps: [
      ["Test folate together with B12", "The pair is interpreted together, often with a full blood count."],
      [
        "Planning a pregnancy? Talk to your doctor",
        "Ask about folic acid before conception; your doctor or midwife will advise what suits you.",
      ],
      ["Eat more leafy greens and legumes", "A dietitian can check your intake and suggest easy swaps."],
    ],
  },
  "iron-ferritin": {
    title: "Ferritin and iron",
    summary:
      "Iron carries oxygen in haemoglobin, and ferritin is the protein that stores it; the ferritin level is the most common measure of your iron reserves. Low ferritin can cause tiredness, breathlessness, hair shedding and reduced exercise capacity even before anaemia develops, and it is common in menstruating women, blood donors, endurance athletes and people who eat little meat. Too much iron is harmful too, for example in hereditary haemochromatosis.",
    insights: [
      "Ferritin also rises with inflammation, infection, liver disease and heavy drinking, so a normal or high value does not always mean good iron stores; doctors often add CRP and transferrin saturation.",
      "Finding out why iron is low matters as much as replacing it; in men and after menopause, hidden blood loss from the gut must be ruled out.",
      "Iron supplements should only be taken after testing and with advice, because the body cannot easily get rid of excess iron.",
    ],
    steps: [
      [
        "Test ferritin with a full iron panel",
        "Ferritin, transferrin saturation, CRP and a blood count together give the clearest picture.",
      ],
      ["Find the cause with your doctor", "Low or high iron needs an explanation before any treatment."],
      [
        "Plan iron-rich meals",
        "A dietitian can show you how to combine iron-rich foods with vitamin C and time tea and coffee.",
      ],
    ],
  },
  "omega-3-index": {
    title: "Omega-3 index",
    summary:
      "The omega-3 index measures the share of the omega-3 fatty acids EPA and DHA in the membranes of your red blood cells, reflecting your intake over the past few months. EPA and DHA come mainly from oily fish such as salmon, mackerel, herring and sardines, or from algae. A higher omega-3 index has been associated with lower cardiovascular risk in observational studies.",
    insights: [
      "It is a finger-prick blood test, available as an at-home kit; because it reflects months, re-testing more often than every few months adds little.",
      "Trials of omega-3 supplements for preventing heart disease have had mixed results, so food sources are the usual first step.",
      "Fish oil can interact with blood thinners; check with your doctor or pharmacist before starting a supplement.",
    ],
    steps: [
      ["Measure your omega-3 index", "An at-home finger-prick test shows where you start."],
      ["Eat oily fish regularly", "A dietitian can suggest fish or algae-based options that fit your diet."],
      [
        "Ask before supplementing",
        "Especially if you take blood thinners or have a condition; your doctor or pharmacist will advise what suits you.",
      ],
    ],
  },
};
