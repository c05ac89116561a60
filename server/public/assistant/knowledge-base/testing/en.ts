import "server-only";
import type { TopicTexts } from "../types";
import type { TestingId } from "./topics";

export const en: TopicTexts<TestingId> = {
  longevity: {
    title: "Longevity and healthy ageing",
    summary:
      "Longevity medicine aims to extend healthspan — the years lived in good health — not just lifespan. The strongest evidence still points to the basics: regular exercise including strength training, not smoking, a mostly plant-rich diet, good sleep, a healthy weight, limited alcohol and strong social ties, combined with early detection and treatment of cardiovascular risk, diabetes and cancer. Many newer interventions, including supplements marketed against ageing, are still being studied in humans.",
    insights: [
      "Preventive doctors focus on the main causes of death and disability — heart disease, cancer, metabolic disease and neurodegeneration — and track markers such as ApoB, HbA1c, blood pressure, fitness and muscle strength.",
      "Cardiorespiratory fitness and muscle strength are among the strongest predictors of healthy ageing, and both can be trained at any age.",
      "Evidence for most anti-ageing supplements in humans is still limited; discuss any supplement with a doctor, especially if you take medication.",
      "Screening programmes, for example for bowel, breast and cervical cancer, are proven tools for a longer life and worth keeping up to date.",
    ],
    steps: [
      [
        "Get a baseline health check",
        "A preventive or longevity clinic can assess cardiovascular, metabolic and cancer risk as a starting point.",
      ],
      [
        "Measure key biomarkers",
        "ApoB, Lp(a), HbA1c, hs-CRP and vitamin D are common starting points; labs in the directory offer them.",
      ],
      [
        "Train fitness and strength",
        "Aerobic fitness and muscle strength are among the strongest predictors of healthy ageing; a wearable helps you follow progress.",
      ],
    ],
  },
  "biological-age": {
    title: "Biological age",
    summary:
      "Biological age tests estimate how old your body behaves compared with your calendar age. The most common are epigenetic clocks, which read chemical marks (DNA methylation) on your genes; others use telomere length, glycans or standard blood markers. They are promising research tools, but results can differ between tests and even between repeat samples, and they are not yet validated for making medical decisions.",
    insights: [
      "Different clocks measure different things, so compare results only from the same test over time.",
      "Established markers such as blood pressure, ApoB, HbA1c, fitness and strength remain better guides for what to change.",
      "Smoking, obesity, poor sleep and inactivity are associated with older biological-age estimates.",
    ],
    steps: [
      [
        "Start with proven markers",
        "Blood pressure, ApoB, HbA1c and fitness tell you more about what to change than any single age estimate.",
      ],
      [
        "Discuss results with a longevity doctor",
        "They can put a biological-age estimate in context with your other results.",
      ],
      [
        "If you test, use the same test over time",
        "Different tests are not comparable; repeat with the same provider to see a trend.",
      ],
    ],
  },
  "full-body-mri": {
    title: "Full-body MRI and body scans",
    summary:
      "Full-body MRI scans are offered privately to people without symptoms as a way to find disease early. MRI uses no radiation, but in healthy people a scan often finds incidental findings, most of them harmless, that can lead to further tests, worry and sometimes unnecessary procedures. Medical societies do not currently recommend whole-body screening scans for people without symptoms, because it is not shown that they save lives, while established screening programmes do.",
    insights: [
      "Before booking, ask what the scan can and cannot detect, who reads the images and how findings are followed up.",
      "An MRI is not a substitute for proven screening such as bowel, breast and cervical cancer programmes, or for checking blood pressure and cholesterol.",
      "Targeted imaging ordered by a doctor for symptoms or a specific risk is a different situation and is often very valuable.",
    ],
    steps: [
      [
        "Weigh the pros and cons with a doctor",
        "A preventive medicine doctor can say whether a scan adds anything for you; clinics in the directory that offer scans are listed.",
      ],
      [
        "Ask about the process and reading",
        "A radiologist can explain image quality, reporting and what happens with unexpected findings.",
      ],
      [
        "Keep up with proven screening",
        "Your GP can tell you which national screening programmes and check-ups apply to you.",
      ],
    ],
  },
  "genetic-tests": {
    title: "Genetic tests",
    summary:
      "Genetic tests range from medical tests for specific inherited conditions, such as BRCA or familial hypercholesterolaemia, to consumer DNA tests and whole-genome sequencing. Medical genetic testing is valuable when your personal or family history suggests an inherited risk. Consumer tests can be interesting, but risk scores for common diseases usually change your risk only modestly, some results are uncertain, and findings can have consequences for relatives and, in some countries, insurance.",
    insights: [
      "Genetic counselling before and after testing helps you understand what a result means and what it does not.",
      "A negative consumer test for a few BRCA variants does not rule out a hereditary cancer risk; medical tests look at far more of the gene.",
      "For most people, lifestyle and standard risk factors such as blood pressure, ApoB and smoking matter more than common gene variants.",
    ],
    steps: [
      [
        "Talk to a genetic counsellor",
        "They can assess whether testing makes sense and prepare you for possible results.",
      ],
      ["Map your family history", "Write down illnesses and ages of close relatives and discuss them with your GP."],
      [
        "If you test, choose carefully",
        "Labs offering DNA tests are listed in the directory; check what is tested, how data is stored and whether results come with medical advice.",
      ],
    ],
  },
  "cancer-screening": {
    title: "Cancer screening",
    summary:
      "Screening looks for cancer or its precursors before symptoms appear, when treatment is most effective. Organised programmes for bowel, breast and cervical cancer have been shown to reduce deaths, and some countries screen for lung cancer in heavy smokers. PSA testing for prostate cancer has benefits and harms and is a personal decision with a doctor. Newer blood tests that look for many cancers at once are still being evaluated and do not replace proven screening.",
    insights: [
      "Which tests you need, and how often, depends on your age, sex, family history and country; national programmes send invitations for the proven ones.",
      "A family history of cancer at a young age can mean starting screening earlier or genetic counselling.",
      "Screening is for people without symptoms; warning signs such as blood in the stool, a new lump or unexplained weight loss need prompt medical attention.",
    ],
    steps: [
      [
        "Check which programmes apply to you",
        "Your GP can tell you which screening tests are recommended for your age and history.",
      ],
      ["Keep cervical and breast screening up to date", "A GP or gynaecologist can arrange tests that are due."],
      [
        "Discuss PSA testing if relevant",
        "A GP or urologist can explain the benefits and downsides of PSA testing for you.",
      ],
    ],
  },
  "health-checkup": {
    title: "Health check-ups and blood tests",
    summary:
      "A good check-up focuses on the things that most affect your health and can be acted on: blood pressure, weight and waist, smoking and alcohol, blood lipids, blood sugar, kidney function and age-appropriate cancer screening, together with your symptoms and family history. More tests are not automatically better: large panels in healthy people can produce borderline results that lead to worry and further testing without benefit.",
    insights: [
      "Useful core blood tests for adults often include a lipid panel (ideally with ApoB), HbA1c or fasting glucose, kidney function and, depending on history, liver tests, blood count, ferritin, thyroid or vitamin D.",
      "Results are best interpreted by a doctor who knows your history; reference ranges are not the same as targets.",
      "Preventive and longevity clinics offer extended check-ups; ask what is included and how results are explained.",
    ],
    steps: [
      ["Start with your GP", "Your GP can decide which tests make sense for your age, history and risk factors."],
      [
        "Consider an extended preventive check-up",
        "Preventive clinics in the directory offer check-ups that combine tests with a doctor's consultation.",
      ],
      [
        "Order the blood tests you need",
        "Labs in the directory offer blood tests, including at-home kits; share the results with your doctor.",
      ],
    ],
  },
  "microbiome-tests": {
    title: "Microbiome and food intolerance tests",
    summary:
      "At-home microbiome tests analyse a stool sample to describe which gut bacteria are present; they can be educational, but science cannot yet translate most results into reliable personal advice. Food intolerance tests that measure IgG antibodies are not recommended by allergy societies, because IgG reflects exposure to foods rather than intolerance. Real allergies and conditions such as coeliac disease or lactose intolerance are diagnosed with validated medical tests.",
    insights: [
      "Removing foods on the basis of IgG results can lead to unnecessary restrictive diets and nutritional gaps.",
      "Persistent digestive symptoms, weight loss, blood in the stool or anaemia need a doctor rather than a consumer test.",
      "A varied, fibre-rich diet supports the gut microbiome whatever a test says.",
    ],
    steps: [
      [
        "See a doctor about symptoms first",
        "A GP or gastroenterologist can test for coeliac disease, allergies or other causes with validated methods.",
      ],
      [
        "Get dietary advice",
        "A dietitian with a gut-health focus can guide elimination diets safely if they are needed.",
      ],
      [
        "If you test out of curiosity, know the limits",
        "Labs offering microbiome tests are listed in the directory; treat results as information, not diagnosis.",
      ],
    ],
  },
};
