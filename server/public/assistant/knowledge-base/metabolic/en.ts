import "server-only";
import type { TopicTexts } from "../types";
import type { MetabolicId } from "./topics";

export const en: TopicTexts<MetabolicId> = {
  "blood-glucose": {
    title: "Blood glucose and insulin",
    summary:
      "Blood glucose is the sugar circulating in your blood, your cells' main fuel, and insulin is the hormone that moves it into the cells. Fasting glucose shows your level after an overnight fast, and fasting insulin shows how hard your body has to work to keep it there. Insulin resistance — needing more and more insulin for the same effect — can develop years before glucose rises and is linked to type 2 diabetes, fatty liver and heart disease.",
    insights: [
      "Fasting glucose alone can look normal while insulin is already high, so some preventive doctors also look at fasting insulin or HOMA-IR; reference ranges differ between labs.",
      "Glucose naturally rises after meals; what matters most is how high it goes, how quickly it comes back down and the overall average, not single readings.",
      "Muscle is the body's largest glucose store: strength training, a short walk after meals, enough sleep and managing stress all improve insulin sensitivity.",
      "Continuous glucose monitors are increasingly used by people without diabetes; healthy people also show spikes, so results are best interpreted with a professional.",
    ],
    steps: [
      [
        "Get a fasting panel",
        "Ask for fasting glucose, HbA1c and, where useful, fasting insulin, and review them with your doctor.",
      ],
      [
        "See your daily pattern",
        "A continuous glucose monitor worn for a couple of weeks shows how meals, sleep and exercise affect you.",
      ],
      [
        "Build glucose-friendly habits",
        "A nutrition professional can help with meal composition, fibre and timing that suit you.",
      ],
    ],
  },
  hba1c: {
    title: "HbA1c",
    summary:
      "HbA1c shows the share of haemoglobin in your red blood cells that has glucose attached. Because red blood cells live for about three months, it reflects your average blood sugar over roughly the past two to three months rather than a single moment. Doctors use it to screen for and monitor prediabetes and diabetes, together with fasting glucose.",
    insights: [
      "HbA1c can read falsely high or low with anaemia, iron deficiency, some haemoglobin variants, kidney disease or recent blood loss, so doctors sometimes confirm it with glucose tests.",
      "It averages highs and lows: two people with the same HbA1c can have very different day-to-day swings, which a continuous glucose monitor can reveal.",
      "Regular movement (especially after meals), better sleep, losing excess weight and a diet built on fibre-rich whole foods tend to improve it over months.",
    ],
    steps: [
      [
        "Discuss your HbA1c with a doctor",
        "Ask what your result means for you and whether fasting glucose or other tests should follow.",
      ],
      [
        "Re-test on a sensible schedule",
        "Because HbA1c reflects about three months, testing more often adds little; your doctor can suggest an interval.",
      ],
      [
        "Understand your daily pattern",
        "A continuous glucose monitor, used for a few weeks with professional guidance, shows how meals, sleep and exercise affect you.",
      ],
    ],
  },
  "uric-acid": {
    title: "Uric acid",
    summary:
      "Uric acid is a waste product formed when the body breaks down purines, found in your own cells and in foods such as red meat, organ meats, some seafood, beer and sugary drinks. The kidneys remove most of it. When levels stay high, uric acid crystals can form in joints and cause gout, and high levels are also associated with kidney stones, high blood pressure and metabolic syndrome.",
    insights: [
      "Many people with raised uric acid never develop gout; whether treatment is needed depends on symptoms and other conditions, which your doctor weighs.",
      "Alcohol (especially beer), drinks high in fructose, excess weight and some diuretics are common contributors.",
      "A sudden hot, swollen and very painful joint needs prompt medical assessment.",
    ],
    steps: [
      [
        "Discuss the result with your doctor",
        "Especially if you have had joint pain, kidney stones or high blood pressure.",
      ],
      ["Test uric acid with kidney function", "The two are often read together."],
      [
        "Review drinks and diet",
        "A dietitian can help you cut back on beer, sugary drinks and purine-rich foods in a balanced way.",
      ],
    ],
  },
  "insulin-resistance": {
    title: "Insulin resistance and metabolic health",
    summary:
      "Insulin resistance means the body's cells respond less well to insulin, so the pancreas has to make more of it to keep blood sugar normal. It often develops quietly over years, driven by inactivity, excess abdominal fat, poor sleep and genetics, and it can be present long before glucose or HbA1c rise. It is closely linked to prediabetes, type 2 diabetes, fatty liver, high triglycerides and heart disease, and it usually improves with changes in daily habits.",
    insights: [
      "There is no single perfect test: doctors combine fasting glucose, HbA1c, triglycerides, HDL and waist size, and some add fasting insulin or HOMA-IR, whose reference ranges differ between labs.",
      "Muscle takes up most of the glucose after a meal, so strength training and regular movement, even a short walk after eating, are among the strongest levers.",
      "Losing a moderate amount of excess weight, sleeping enough and eating more fibre and fewer refined carbohydrates all improve insulin sensitivity.",
    ],
    steps: [
      [
        "Ask for a metabolic panel",
        "Fasting glucose, HbA1c and lipids, with fasting insulin where useful, give your doctor a fuller picture; labs in the directory offer them.",
      ],
      [
        "Build muscle and move after meals",
        "Two or three strength sessions a week and short walks after eating help your muscles use glucose.",
      ],
      [
        "Eat for steadier blood sugar",
        "A dietitian can help you build meals around vegetables, protein, fibre and whole foods.",
      ],
    ],
  },
  "glp1-medicines": {
    title: "GLP-1 medicines (semaglutide, tirzepatide)",
    summary:
      "GLP-1 medicines such as semaglutide (Ozempic, Wegovy) and tirzepatide (Mounjaro) mimic gut hormones that regulate appetite and blood sugar. They are prescription medicines for type 2 diabetes and, in some countries, for obesity, and trials show substantial weight loss and, for some, fewer heart attacks and strokes. They have side effects, mostly digestive, and weight often returns when they are stopped. Whether one suits you is a medical decision.",
    insights: [
      "Doctors prescribe them based on BMI, other conditions and your medical history; they are not suitable for everyone, for example in pregnancy or with certain thyroid or pancreatic conditions.",
      "Rapid weight loss also costs muscle, so enough protein and strength training matter during treatment.",
      "Products sold online without a prescription may be fake or contaminated; regulators in Europe have repeatedly warned about them.",
      "Research into their effects on the heart, kidneys, liver and addiction is active, but long-term data beyond a few years are still limited.",
    ],
    steps: [
      [
        "Discuss whether it fits you",
        "A GP or obesity specialist can weigh the benefits and risks for your health and explain the alternatives.",
      ],
      [
        "Use them only on prescription",
        "Get them from a pharmacy with a prescription and ask your pharmacist about side effects and interactions.",
      ],
      [
        "Protect your muscle and nutrition",
        "A dietitian can help you eat enough protein and nutrients while your appetite is lower.",
      ],
    ],
  },
  "weight-management": {
    title: "Weight and body fat",
    summary:
      "Excess body fat, especially around the waist, raises the risk of type 2 diabetes, high blood pressure, heart disease, fatty liver, joint problems and some cancers. Body weight is shaped by genes, sleep, stress, medicines and environment as well as by eating and activity, so it is not simply a matter of willpower. Even a moderate, lasting loss of excess weight improves blood pressure, blood sugar and blood lipids.",
    insights: [
      "Waist circumference and body composition say more about health risk than weight or BMI alone, which cannot tell muscle from fat.",
      "Diets that are sustainable for you work better in the long run than strict ones; protein, fibre and fewer ultra-processed foods help with fullness.",
      "Strength training protects muscle while losing weight, and good sleep makes appetite easier to manage.",
      "For some people, medicines or surgery are appropriate options; these are decisions to take with a doctor.",
    ],
    steps: [
      [
        "Check the whole picture",
        "A GP or obesity specialist can look at blood pressure, blood sugar, lipids and possible causes such as medicines or hormones.",
      ],
      [
        "Plan meals you can keep up",
        "A dietitian can help you find an eating pattern that fits your life rather than a short-term diet.",
      ],
      [
        "Track habits, not only the scale",
        "Apps in the directory help you log meals, activity and sleep, which often change before weight does.",
      ],
    ],
  },
  cgm: {
    title: "Continuous glucose monitors (CGM)",
    summary:
      "A continuous glucose monitor is a small sensor worn on the arm or belly that measures glucose in the fluid under the skin every few minutes for up to two weeks. For people with diabetes it is an established medical tool. People without diabetes increasingly use over-the-counter sensors to see how meals, sleep, stress and exercise affect them; the evidence that this improves health for them is still limited.",
    insights: [
      "Healthy people also show glucose rises after meals; a single spike is normal, and patterns over days say more than any one reading.",
      "Sensors read tissue fluid with a short delay and can be less accurate during fast changes, so they are not a substitute for diagnostic blood tests.",
      "CGM data can make some people anxious about food; looking at the results with a dietitian keeps the focus on overall habits.",
    ],
    steps: [
      [
        "Try a sensor with guidance",
        "If you are curious about your patterns, wear one for one or two weeks; several sensors and apps are listed in the directory.",
      ],
      [
        "Interpret the patterns with a professional",
        "A dietitian can help you turn the curves into practical changes without unnecessary restriction.",
      ],
      [
        "Check your HbA1c if readings are high",
        "Frequent high readings or high fasting values should be confirmed with blood tests by your doctor.",
      ],
    ],
  },
  fasting: {
    title: "Intermittent fasting and time-restricted eating",
    summary:
      "Intermittent fasting includes eating within a daily time window, such as 16:8, fasting on some days of the week, and longer or fasting-mimicking fasts. In trials it helps weight loss and blood sugar about as much as ordinary calorie reduction, so the main benefit may be that some people find it easier to keep up. Claims that it extends human lifespan rest mostly on animal studies.",
    insights: [
      "What and how much you eat in the eating window still matters; quality of food and enough protein protect muscle.",
      "Fasting is not suitable for everyone: people with diabetes on medication, pregnant or breastfeeding women, people with a history of eating disorders and those who are underweight should get medical advice first.",
      "Longer fasts of several days are best done under medical supervision, which some clinics in the directory offer.",
    ],
    steps: [
      [
        "Check that it is safe for you",
        "Talk to your GP first if you take medicines, especially for diabetes or blood pressure, or have other conditions.",
      ],
      [
        "Keep the quality of your food high",
        "A dietitian can help you plan meals that meet your needs within a shorter eating window.",
      ],
      [
        "Do longer fasts under supervision",
        "If you are considering fasting for several days, choose a medically supervised programme.",
      ],
    ],
  },
  "healthy-diet": {
    title: "Healthy eating for longevity",
    summary:
      "The eating patterns most consistently linked to longer, healthier lives, such as the Mediterranean diet, share the same core: plenty of vegetables, fruit, legumes, whole grains, nuts and olive oil, fish, and less red and processed meat, sugary drinks and ultra-processed food. No single superfood or strict diet has been shown to beat this pattern over the long term. Low-carb, vegetarian and other diets can be healthy when built on whole foods.",
    insights: [
      "Large studies link higher fibre, legume and whole-grain intake with lower rates of heart disease, type 2 diabetes and bowel cancer.",
      "Enough protein matters more with age, to maintain muscle; needs depend on body size, activity and health.",
      "Ketogenic and very low-carb diets can help some people with weight or blood sugar, but they raise LDL cholesterol in some and are hard to sustain; check your lipids if you follow one.",
      "The best diet is one you can keep up: small, lasting changes tend to beat short, strict plans.",
    ],
    steps: [
      [
        "Get personal nutrition advice",
        "A dietitian or nutritionist can tailor a healthy pattern to your tastes, culture, budget and health.",
      ],
      [
        "Talk to your doctor about diet and conditions",
        "If you have diabetes, kidney disease or take medicines, some changes need medical input.",
      ],
      [
        "Make the healthy choice easier",
        "Organic food shops, meal kits and whole-food brands in the directory can help you keep good food at hand.",
      ],
    ],
  },
  metformin: {
    title: "Metformin and longevity",
    summary:
      "Metformin is a long-established, inexpensive prescription medicine for type 2 diabetes. Observational studies and animal research led to interest in whether it slows ageing in people without diabetes, and a large trial (TAME) has been proposed to test this. So far there is no proof that it extends life or health in people without diabetes, and some studies suggest it may blunt the gains from exercise training. It is not recommended for longevity.",
    insights: [
      "Its benefits in diabetes are well established; the longevity question is separate and still open.",
      "Side effects include digestive upset and, over years, lower vitamin B12; it also interacts with kidney function and contrast agents, which is why it needs medical supervision.",
      "Researchers see it as an example of how hard it is to prove anti-ageing effects: large, long trials in healthy people are needed.",
    ],
    steps: [
      [
        "Ask about the evidence, not for a prescription",
        "A GP or diabetologist can explain what is known and whether metformin has a medical role for you.",
      ],
      [
        "Never take prescription medicines on your own",
        "Buying medicines without a prescription risks side effects, interactions and fake products; talk to a doctor or pharmacist.",
      ],
      [
        "Know your metabolic markers",
        "HbA1c, fasting glucose and fasting insulin show where you actually stand; labs in the directory test them.",
      ],
    ],
  },
  rapamycin: {
    title: "Rapamycin and longevity",
    summary:
      "Rapamycin (sirolimus) is a prescription medicine that suppresses the immune system, used after organ transplants and for some rare diseases. It inhibits mTOR, a central growth-signalling pathway, and extends lifespan in mice and other animals, which made it a focus of ageing research. Evidence in healthy people is limited to small, short studies, its side effects can be serious, and it is not an approved or recommended longevity treatment.",
    insights: [
      "Animal results do not automatically apply to humans; doses, schedules and long-term safety in healthy people are unknown.",
      "Possible side effects include mouth ulcers, infections, raised blood lipids and blood sugar, and slower wound healing.",
      "Some longevity clinics discuss it, but a careful doctor will be clear about the uncertainty and will not present it as proven.",
    ],
    steps: [
      [
        "Discuss the evidence with a doctor",
        "A longevity or preventive medicine doctor can explain what studies show and what they do not.",
      ],
      [
        "Do not self-experiment",
        "Medicines that act on the immune system need a prescription and monitoring; never buy them online.",
      ],
      [
        "Focus on what is proven",
        "Exercise, sleep, blood pressure, lipids and not smoking have far stronger evidence; tests in the directory help you track them.",
      ],
    ],
  },
};
