import "server-only";
import { directoryHref, labsFor, labsForCondition, labsForTestType, practitionersFor } from "./links";
import { step } from "./steps";
import type { KnowledgeTopic } from "./types";

const THYROID_FACETS = {
  labs: { healthConditions: ["thyroid"], testTypes: ["hormone"], biomarkers: ["tsh"] },
  clinics: { biomarkers: ["tsh"], healthConditions: ["hormonal"] },
} as const;

const HORMONE_LABS = { testTypes: ["hormone"], healthConditions: ["hormonal"] } as const;
const HORMONE_WORDS = ["hormone", "hormones", "hormon", "hormonspiegel", "hormonas", "ormoni", "hormonen", "hormonal"];

export const HORMONE_TOPICS: KnowledgeTopic[] = [
  {
    id: "thyroid-tsh",
    title: "Thyroid (TSH)",
    aliases: {
      strong: [
        "tsh",
        "thyroid",
        "thyroid stimulating hormone",
        "thyrotropin",
        "schilddruse",
        "schilddrusenwerte",
        "thyreotropin",
        "thyroide",
        "tiroides",
        "tiroide",
        "tireotropina",
        "schildklier",
        "hypothyroidism",
        "hyperthyroidism",
        "underactive thyroid",
        "overactive thyroid",
        "hashimoto",
        "hashimotos",
        "unterfunktion",
        "uberfunktion",
        "hypothyreose",
        "hypothyroidie",
        "hipotiroidismo",
        "ipotiroidismo",
        "traag werkende schildklier",
      ],
    },
    summary:
      "Thyroid-stimulating hormone (TSH) is made by the pituitary gland to tell the thyroid how much hormone to produce. It is the usual first " +
      "test of thyroid function: when the thyroid is underactive TSH tends to rise, and when it is overactive TSH tends to fall. Thyroid hormones " +
      "influence energy, weight, heart rate, body temperature and mood.",
    insights: [
      "TSH varies with time of day, illness, pregnancy and some medicines and supplements — biotin can distort several thyroid tests — so a single borderline result is usually repeated.",
      "Doctors interpret TSH together with free T4, and sometimes thyroid antibodies, before drawing conclusions.",
      "Tiredness or weight change have many possible causes; a normal TSH makes a thyroid cause less likely.",
    ],
    nextSteps: [
      step(
        "High",
        "Check TSH together with free T4",
        "Many labs offer a thyroid panel, also as an at-home kit.",
        "GP",
        labsForCondition("thyroid"),
      ),
      step(
        "High",
        "Discuss results and symptoms with a doctor",
        "Especially if results are outside the range or you have symptoms.",
        "GP or endocrinologist",
        practitionersFor("endocrinology"),
      ),
      step(
        "Medium",
        "Mention supplements before testing",
        "Tell your doctor about supplements such as biotin, which can interfere with the test.",
        "GP or pharmacist",
      ),
    ],
    facets: THYROID_FACETS,
  },
  {
    id: "free-t4",
    title: "Free T4",
    aliases: {
      strong: [
        "free t4",
        "ft4",
        "t4",
        "thyroxine",
        "thyroxin",
        "tiroxina",
        "freies t4",
        "t4 libre",
        "t4 libera",
        "vrij t4",
        "free t3",
        "ft3",
        "t3",
        "thyroid hormones",
        "schilddrusenhormone",
        "hormones thyroidiennes",
        "hormonas tiroideas",
        "ormoni tiroidei",
        "schildklierhormonen",
      ],
      terms: ["thyroid", "schilddruse", "thyroide", "tiroides", "tiroide", "schildklier"],
    },
    summary:
      "Free T4 (thyroxine) is the main hormone released by the thyroid gland, measured in its unbound, active form. Together with TSH it shows " +
      "whether the thyroid is under- or overactive and whether the pituitary gland is signalling normally. Some labs also measure free T3, the more " +
      "active form the body makes from T4 in the tissues.",
    insights: [
      "The pattern matters more than one number: a high TSH with a low free T4 suggests an underactive thyroid, a low TSH with a high free T4 an overactive one, which a doctor then confirms.",
      "Slight changes in TSH with a normal free T4 ('subclinical') are common, especially with age, and often only need monitoring.",
      "Biotin supplements, pregnancy and acute illness can all change the results.",
    ],
    nextSteps: [
      step("High", "Test free T4 with TSH", "The two are interpreted together.", "GP", labsForCondition("thyroid")),
      step(
        "High",
        "Interpret with a doctor",
        "An endocrinologist can help when results are unclear or you have symptoms.",
        "Endocrinologist",
        practitionersFor("endocrinology"),
      ),
    ],
    facets: THYROID_FACETS,
  },
  {
    id: "testosterone",
    title: "Testosterone",
    aliases: {
      strong: [
        "testosterone",
        "testosteron",
        "testosterona",
        "low t",
        "free testosterone",
        "shbg",
        "trt",
        "hypogonadism",
        "androgen",
        "androgens",
      ],
      terms: ["libido", "sex drive"],
      weak: HORMONE_WORDS,
    },
    summary:
      "Testosterone is the main male sex hormone and is also important in women in smaller amounts. It supports muscle, bone, libido, red blood " +
      "cell production and mood. Levels are highest in the morning, decline gradually with age and are strongly affected by sleep, body fat, " +
      "illness and stress.",
    insights: [
      "Doctors measure testosterone in the morning and repeat a low result before drawing conclusions, often together with SHBG, LH and FSH.",
      "In men with excess weight, weight loss, strength training and good sleep are linked to healthier testosterone levels.",
      "Testosterone therapy has benefits and risks, can suppress fertility and should only be started and monitored by a doctor.",
      "In women, testosterone is usually checked as part of a wider hormone panel, for example when periods are irregular.",
    ],
    nextSteps: [
      step(
        "High",
        "Test in the morning, and repeat",
        "A morning blood sample, repeated if low, avoids misleading results.",
        "GP",
        labsForTestType("hormone"),
      ),
      step(
        "High",
        "Review results with a specialist",
        "An endocrinologist or urologist can look at the whole hormone picture and your symptoms.",
        "Endocrinologist or urologist",
        practitionersFor("endocrinology"),
      ),
      step(
        "Medium",
        "Prioritise sleep, strength training and a healthy weight",
        "These are the lifestyle factors most clearly linked to testosterone.",
        "Sports medicine doctor or coach",
        practitionersFor("sports-medicine"),
      ),
    ],
    facets: {
      labs: { ...HORMONE_LABS, biomarkers: ["testosterone"], healthConditions: ["hormonal", "fertility"] },
      clinics: { biomarkers: ["testosterone"], healthConditions: ["hormonal"] },
    },
  },
  {
    id: "oestradiol",
    title: "Oestradiol",
    aliases: {
      strong: [
        "oestradiol",
        "estradiol",
        "oestrogen",
        "estrogen",
        "ostrogen",
        "ostradiol",
        "oestrogene",
        "estrogeno",
        "estrogeni",
        "oestrogeen",
        "menopause",
        "perimenopause",
        "wechseljahre",
        "menopausia",
        "menopausa",
        "overgang",
        "hormone replacement",
        "hrt",
        "e2",
        "hot flushes",
        "hot flashes",
        "hitzewallungen",
        "bouffees de chaleur",
        "sofocos",
        "vampate",
      ],
      terms: [
        "irregular periods",
        "menstrual",
        "menstruation",
        "menstrual cycle",
        "zyklus",
        "menstruationszyklus",
        "cycle menstruel",
        "regles irregulieres",
        "ciclo menstrual",
        "menstruacion",
        "ciclo mestruale",
        "mestruazioni",
        "menstruatie",
        "menstruatiecyclus",
        "ongesteld",
      ],
      weak: HORMONE_WORDS,
    },
    summary:
      "Oestradiol is the main form of oestrogen in women of reproductive age and is also present in men. It regulates the menstrual cycle and " +
      "supports bones, blood vessels, skin and the brain. Levels change strongly across the cycle and fall around menopause, which can bring hot " +
      "flushes, poorer sleep and bone loss.",
    insights: [
      "Because oestradiol swings across the cycle, a single value means little unless the cycle day is known; around perimenopause it fluctuates widely from month to month.",
      "Menopause is usually recognised from symptoms and age rather than from a blood test alone.",
      "Menopausal hormone therapy relieves symptoms for many women; whether it suits you depends on your personal risk profile, which your doctor can assess.",
      "In men, oestradiol is made from testosterone and matters for bone health.",
    ],
    nextSteps: [
      step(
        "High",
        "Talk to a gynaecologist or menopause specialist",
        "They can weigh symptoms, options and your personal risks with you.",
        "Gynaecologist",
      ),
      step(
        "Medium",
        "Time hormone tests with your cycle",
        "Ask which cycle day to test on so the result can be interpreted.",
        "GP or gynaecologist",
        labsForTestType("hormone"),
      ),
      step(
        "Medium",
        "Protect bones and heart",
        "Strength training, enough protein and calcium-rich foods support bone health around menopause.",
        "Sports medicine doctor or dietitian",
        directoryHref("practitioners"),
      ),
    ],
    facets: {
      labs: { ...HORMONE_LABS, healthConditions: ["hormonal", "fertility"] },
      clinics: { healthConditions: ["hormonal"] },
      brands: { trackingCapabilities: ["Menstrual cycle"], tags: ["cycle tracking", "women's health"] },
    },
  },
  {
    id: "cortisol",
    title: "Cortisol",
    aliases: {
      strong: [
        "cortisol",
        "kortisol",
        "cortisolo",
        "stress hormone",
        "stresshormon",
        "hormone du stress",
        "hormona del estres",
        "ormone dello stress",
        "stresshormoon",
        "adrenal",
        "adrenal fatigue",
        "nebenniere",
        "nebennierenschwache",
        "surrenales",
        "surrenali",
        "bijnier",
      ],
    },
    summary:
      "Cortisol is a hormone made by the adrenal glands that helps regulate blood sugar, blood pressure, inflammation and the sleep–wake cycle. " +
      "It normally peaks shortly after waking and falls to its lowest around midnight. Short rises during stress are healthy; a persistently " +
      "disturbed rhythm is linked to poor sleep, chronic stress and some medical conditions.",
    insights: [
      "Because cortisol follows a daily rhythm, the time of sampling matters; saliva tests taken at several times of day are sometimes used to look at the curve.",
      "'Adrenal fatigue' is not a recognised medical diagnosis; true adrenal disorders are rare and are diagnosed by an endocrinologist with specific tests.",
      "Regular sleep times, morning daylight, exercise and stress-management techniques help keep the rhythm healthy.",
    ],
    nextSteps: [
      step(
        "Medium",
        "Measure at the right time of day",
        "Ask which test suits your question: blood in the morning, or saliva samples across the day.",
        "GP",
        labsFor("cortisol"),
      ),
      step(
        "High",
        "See a doctor about persistent symptoms",
        "Marked weight change, weakness, dizziness or very high blood pressure need a medical assessment.",
        "Endocrinologist",
        practitionersFor("endocrinology"),
      ),
      step(
        "Medium",
        "Track stress and sleep",
        "Wearables can show patterns in sleep, heart rate and HRV that help you plan recovery.",
        "Sleep or sports medicine",
        directoryHref("wearables"),
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["cortisol"], biomarkers: ["cortisol"], ...HORMONE_LABS },
      clinics: { biomarkers: ["cortisol"], healthConditions: ["hormonal", "sleep", "fatigue"] },
      wearables: { trackingCapabilities: ["Stress", "HRV"] },
    },
  },
  {
    id: "dhea-s",
    title: "DHEA-S",
    aliases: {
      strong: [
        "dhea",
        "dhea s",
        "dheas",
        "dhea so4",
        "dehydroepiandrosterone",
        "dehydroepiandrosteron",
        "dehydroepiandrosterone sulfate",
        "deidroepiandrosterone",
        "dehidroepiandrosterona",
      ],
      weak: HORMONE_WORDS,
    },
    summary:
      "DHEA-S (dehydroepiandrosterone sulphate) is a hormone made mainly by the adrenal glands, which the body can convert into testosterone and " +
      "oestrogens. Levels peak in early adulthood and decline steadily with age, which is why it has been studied as a marker of ageing. It is " +
      "usually tested as part of an adrenal or hormone panel.",
    insights: [
      "Age- and sex-specific reference ranges are essential, because normal values differ widely between a 25-year-old and a 65-year-old.",
      "Evidence that DHEA supplements slow ageing is limited, they can affect other hormones and their legal status differs between countries; discuss them with a doctor first.",
      "A very high DHEA-S value calls for a doctor's assessment.",
    ],
    nextSteps: [
      step(
        "Medium",
        "Test it as part of a hormone panel",
        "DHEA-S is most informative alongside other hormones.",
        "GP",
        labsForTestType("hormone"),
      ),
      step(
        "High",
        "Interpret it with an endocrinologist",
        "They can compare your value with the right age and sex range and your symptoms.",
        "Endocrinologist",
        practitionersFor("endocrinology"),
      ),
    ],
    facets: {
      labs: HORMONE_LABS,
      clinics: { healthConditions: ["hormonal"] },
    },
  },
];
