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
  creatine: {
    title: "Creatine",
    summary:
      "Creatine is a compound the body makes and gets from meat and fish; muscles use it for short, intense efforts. As a supplement, creatine monohydrate is one of the best-studied: combined with strength training it reliably helps muscle strength and mass, including in older adults. Research on brain benefits, such as memory or mental fatigue, is promising but still small and mixed. For healthy adults it is generally considered safe.",
    insights: [
      "Creatine works together with training; on its own it does little for muscle.",
      "It can raise the blood level of creatinine, a kidney marker, without harming the kidneys, so tell your doctor if you take it before a kidney test.",
      "People with kidney disease, and anyone who is pregnant or takes regular medicines, should ask a doctor before using it.",
      "Choose products tested by an independent body, as supplements are not checked like medicines.",
    ],
    steps: [
      [
        "Check that it suits you",
        "Ask your doctor or pharmacist first if you have kidney disease, diabetes or take medicines.",
      ],
      [
        "Combine it with strength training",
        "A coach or sports medicine professional can help you plan training that gets the benefit.",
      ],
      [
        "Choose a tested product",
        "Look for third-party testing; supplements with creatine are listed in the directory.",
      ],
    ],
  },
  magnesium: {
    title: "Magnesium",
    summary:
      "Magnesium is a mineral involved in hundreds of processes, including muscle and nerve function, energy production, blood sugar control and heart rhythm. Good sources are nuts, seeds, legumes, whole grains and leafy greens. Supplements are popular for sleep, muscle cramps and stress, but good evidence exists mainly for correcting a shortage; for sleep and cramps in otherwise healthy people the results are modest or mixed.",
    insights: [
      "Blood tests measure only a small fraction of the body's magnesium, so a normal result does not fully rule out a low intake.",
      "Common reasons for low magnesium include some diuretics and stomach-acid blockers, heavy drinking, diarrhoea and poorly controlled diabetes.",
      "Too much magnesium from supplements causes diarrhoea and can be dangerous with reduced kidney function; it also interacts with some antibiotics and osteoporosis medicines.",
    ],
    steps: [
      [
        "Ask before you supplement",
        "Your doctor or pharmacist can check your medicines and kidney function and advise on form and amount.",
      ],
      [
        "Test when a shortage is suspected",
        "Labs in the directory offer micronutrient panels; your GP can interpret the result.",
      ],
      ["Eat magnesium-rich foods", "A dietitian can help you add nuts, seeds, legumes and whole grains to your meals."],
    ],
  },
  "vitamin-k2": {
    title: "Vitamin K2",
    summary:
      "Vitamin K helps blood clot and activates proteins that bind calcium in bones and vessel walls. K1 comes from leafy greens; K2 (menaquinones such as MK-7) comes from fermented foods like natto and some cheeses, and from animal foods. K2 is often combined with vitamin D in supplements. The idea that K2 improves bone or artery health is plausible, but trials so far show small or inconsistent effects.",
    insights: [
      "Anyone taking warfarin or other vitamin K antagonists must not start vitamin K without their doctor, because it changes how the medicine works.",
      "A true vitamin K deficiency is rare in healthy adults eating a varied diet.",
      "Combining D and K2 is common in products, but evidence that the combination prevents fractures or heart disease is still limited.",
    ],
    steps: [
      [
        "Check your medicines first",
        "Ask your doctor or pharmacist before taking vitamin K, especially with blood thinners.",
      ],
      [
        "Test vitamin D rather than guessing",
        "A vitamin D test shows whether you need anything; labs in the directory offer it.",
      ],
      ["Eat greens and fermented foods", "A dietitian can suggest food sources of vitamin K that fit your diet."],
    ],
  },
  "nad-precursors": {
    title: "NAD+ precursors (NMN, NR)",
    summary:
      "NAD+ is a molecule every cell needs for energy metabolism and DNA repair, and its levels fall with age in some tissues. Precursors such as nicotinamide riboside (NR) and nicotinamide mononucleotide (NMN) raise NAD+ in the blood, and in animals boosting NAD+ improves several signs of ageing. In human trials so far they appear safe in the short term, but clear benefits for health, fitness or lifespan have not been shown.",
    insights: [
      "Raising a blood marker is not the same as a health benefit; larger and longer human trials are still needed.",
      "NAD+ infusions offered by some clinics have even less evidence and carry the usual risks of an infusion.",
      "Regulation differs: in some countries NMN is not authorised as a food supplement, so product quality and labelling vary.",
    ],
    steps: [
      [
        "Discuss it before buying",
        "Ask your doctor or pharmacist whether it could interact with your medicines or conditions.",
      ],
      [
        "Talk to a careful longevity doctor",
        "A longevity medicine doctor can explain the evidence and what would, and would not, be worth measuring.",
      ],
      [
        "If you try it, choose a tested product",
        "Supplements with NR are listed in the directory; look for independent quality testing.",
      ],
    ],
  },
  "longevity-supplements": {
    title: "Longevity supplements",
    summary:
      "Many supplements are sold for longevity, such as urolithin A, spermidine, resveratrol, fisetin, quercetin and alpha-ketoglutarate. Most are based on promising cell and animal studies; human studies are small and short and measure markers rather than longer life. None has been shown to slow ageing in people. The best-proven ways to live longer and healthier remain exercise, sleep, not smoking, a healthy diet and treating blood pressure and cholesterol.",
    insights: [
      "Resveratrol was widely promoted but failed to deliver in human trials; it is a useful reminder that animal results often do not translate.",
      "Senolytics, which aim to clear ageing cells, are still experimental and being tested in clinical trials, not ready for self-use.",
      "Supplements can interact with medicines and vary in quality; more products do not mean more benefit.",
    ],
    steps: [
      [
        "Check for interactions",
        "Ask your doctor or pharmacist before adding a supplement, especially if you take medicines.",
      ],
      [
        "Ask what the evidence shows",
        "A preventive or longevity medicine doctor can separate well-supported measures from experimental ones.",
      ],
      [
        "Measure what matters first",
        "Blood pressure, lipids, blood sugar and fitness are proven targets; labs in the directory test them.",
      ],
    ],
  },
  nootropics: {
    title: "Nootropics and brain supplements",
    summary:
      "Nootropics are substances promoted to improve focus, memory or mental energy, from caffeine and L-theanine to herbal extracts such as bacopa, ginkgo and lion's mane, and prescription medicines. For healthy people the evidence is weak: effects are usually small, short-lived or not seen in good trials, with caffeine the best-documented for alertness. Prescription stimulants and wakefulness drugs are not meant for healthy people and carry real risks.",
    insights: [
      "Sleep, regular exercise, managing stress and treating problems such as poor hearing, depression or sleep apnoea improve thinking far more reliably than any supplement.",
      "Herbal products can interact with medicines; ginkgo, for example, may increase bleeding risk with blood thinners.",
      "Ongoing difficulty concentrating can have medical causes, such as thyroid problems, low iron, depression or ADHD, which are worth checking.",
    ],
    steps: [
      [
        "Check products with a professional",
        "Ask your doctor or pharmacist about interactions before you try a nootropic.",
      ],
      ["Look for causes of poor focus", "If concentration problems persist, your GP can look for treatable causes."],
      [
        "If you try one, choose carefully",
        "Supplements sold as nootropics are listed in the directory; prefer independently tested products.",
      ],
    ],
  },
  protein: {
    title: "Protein",
    summary:
      "Protein supplies the amino acids your body uses to build and repair muscle, bone, skin, enzymes and immune cells. Needs rise with age, illness and physical activity, and many older adults eat less than is ideal for keeping their muscles. Food sources such as fish, eggs, dairy, legumes, tofu and meat cover needs for most people; protein powders are a convenience, not a necessity.",
    insights: [
      "Spreading protein across meals and combining it with strength training helps maintain muscle, especially after about 60.",
      "People with chronic kidney disease may need to limit protein and should follow their doctor's advice.",
      "Plant proteins work well when you eat a variety of sources over the day.",
    ],
    steps: [
      ["Work out your needs", "A dietitian can estimate how much protein suits your age, weight, activity and health."],
      [
        "Check your kidneys if you have a condition",
        "With kidney disease or diabetes, ask your doctor before raising your protein intake.",
      ],
      ["Make it easy", "Protein-rich foods and powders are listed in the directory; choose ones that fit your diet."],
    ],
  },
  multivitamins: {
    title: "Multivitamins",
    summary:
      "Multivitamins combine many vitamins and minerals in one product. For most healthy people eating a varied diet, large studies have found little or no effect on heart disease, cancer or lifespan. They can make sense for specific groups, such as people with restricted diets, during pregnancy planning, or with conditions that reduce absorption, and some nutrients, such as vitamin D in winter or B12 on a vegan diet, are better targeted individually.",
    insights: [
      "Testing for a specific shortage, such as iron, vitamin D or B12, is usually more useful than taking everything at once.",
      "Doses in some products are far above recommended amounts; more is not better for vitamins A, D, E, iron or selenium.",
      "Greens powders and personalised subscriptions are convenient but do not replace vegetables and fruit.",
    ],
    steps: [
      [
        "Test for specific shortages",
        "Your GP can check nutrients you may be low in; labs in the directory offer micronutrient panels.",
      ],
      ["Review your diet first", "A dietitian or pharmacist can tell whether a supplement adds anything for you."],
      [
        "Choose a moderate, tested product if needed",
        "Prefer products close to daily reference amounts and with independent quality testing.",
      ],
    ],
  },
  collagen: {
    title: "Collagen",
    summary:
      "Collagen is the main structural protein of skin, tendons, cartilage and bone, and the body makes less of it with age. Collagen supplements are broken down into amino acids and small peptides during digestion. Some trials report modest improvements in skin elasticity or joint pain, but many are small and funded by manufacturers, so the evidence is still limited. Sun protection and not smoking matter more for skin ageing.",
    insights: [
      "Your body builds collagen from protein in general, so enough total protein and vitamin C are the foundation.",
      "For joint pain, exercise and physiotherapy have much stronger evidence than supplements.",
      "Collagen is an animal product (usually bovine, porcine or marine); it does not suit vegans.",
    ],
    steps: [
      [
        "Protect your skin first",
        "A dermatologist can advise on sun protection and treatments with solid evidence for skin ageing.",
      ],
      ["For joints, start with movement", "A GP or physiotherapist can suggest exercises that help joint pain."],
      [
        "If you try collagen, choose a tested product",
        "Some supplement brands in the directory offer collagen products; look for independent testing.",
      ],
    ],
  },
  adaptogens: {
    title: "Adaptogens (ashwagandha, rhodiola, medicinal mushrooms)",
    summary:
      "Adaptogens are herbs and mushrooms said to help the body cope with stress, such as ashwagandha, rhodiola, ginseng and reishi. Some small trials report modest effects on stress, sleep or fatigue, especially for ashwagandha, but studies are short and of mixed quality. Herbal does not mean harmless: there are reports of liver injury with ashwagandha, and several adaptogens interact with medicines.",
    insights: [
      "Ashwagandha can affect thyroid hormones and is not advised in pregnancy; some countries have issued warnings about it.",
      "Product quality varies widely, and contamination or wrong contents have been found in herbal supplements.",
      "Lasting stress usually responds better to sleep, exercise, psychological approaches and changing its causes.",
    ],
    steps: [
      [
        "Check safety with a professional",
        "Ask your doctor or pharmacist, especially if you are pregnant, have a thyroid or liver condition or take medicines.",
      ],
      [
        "Address the source of stress",
        "A GP, psychologist or psychotherapist can help with persistent stress, anxiety or poor sleep.",
      ],
      [
        "If you try one, choose carefully",
        "Supplements with adaptogens are listed in the directory; prefer independently tested products.",
      ],
    ],
  },
  melatonin: {
    title: "Melatonin and sleep supplements",
    summary:
      "Melatonin is the hormone your brain releases in the evening to signal night. As a supplement or medicine it can help shift the body clock, for example with jet lag or delayed sleep timing, and it has a modest effect on how fast some people fall asleep. It does not cure chronic insomnia. Rules differ by country: in some it is a prescription medicine, in others a food supplement.",
    insights: [
      "Timing matters more than amount for shifting the body clock; a doctor or pharmacist can advise on use for your situation.",
      "Cognitive behavioural therapy for insomnia (CBT-I) is the first-line treatment for long-lasting insomnia.",
      "Melatonin can interact with some medicines and is not advised in pregnancy; use in children should be guided by a doctor.",
    ],
    steps: [
      [
        "Ask a doctor or pharmacist first",
        "They can check whether melatonin suits your sleep problem, your medicines and your country's rules.",
      ],
      [
        "Get persistent insomnia assessed",
        "A sleep medicine specialist can offer CBT-I and look for causes such as sleep apnoea.",
      ],
      ["Track your sleep habits", "Sleep apps in the directory help you see patterns in timing and regularity."],
    ],
  },
  "supplement-quality": {
    title: "Choosing supplements safely",
    summary:
      "In Europe most supplements are sold as foods: they are not tested for effect before sale, and quality, contents and claims vary. Many people take several products without knowing whether they need them. Supplements can interact with medicines, and some, such as vitamin A, iron or high-dose vitamin D, cause harm in excess. Testing for a real shortage and choosing independently tested products are the safest approach.",
    insights: [
      "Independent certifications, such as NSF Certified for Sport or Informed Sport, check contents and contamination but not effectiveness.",
      "St John's wort, grapefruit extract, ginkgo, high-dose fish oil and vitamin K are among the supplements that interact with common medicines.",
      "Tell your doctor and pharmacist about every supplement you take, including before surgery.",
    ],
    steps: [
      [
        "Review your supplements with a professional",
        "Bring the products you take to your doctor or pharmacist to check needs and interactions.",
      ],
      [
        "Test before you take",
        "Your GP can check for real shortages; labs in the directory offer micronutrient panels.",
      ],
      [
        "Choose tested products",
        "Whichever brand you choose from the directory, look for independent quality testing.",
      ],
    ],
  },
};
