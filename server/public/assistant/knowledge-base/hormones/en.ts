import "server-only";
import type { TopicTexts } from "../types";
import type { HormoneId } from "./topics";

export const en: TopicTexts<HormoneId> = {
  "thyroid-tsh": {
    title: "Thyroid (TSH)",
    summary:
      "Thyroid-stimulating hormone (TSH) is made by the pituitary gland to tell the thyroid how much hormone to produce. It is the usual first test of thyroid function: when the thyroid is underactive TSH tends to rise, and when it is overactive TSH tends to fall. Thyroid hormones influence energy, weight, heart rate, body temperature and mood.",
    insights: [
      "TSH varies with time of day, illness, pregnancy and some medicines and supplements — biotin can distort several thyroid tests — so a single borderline result is usually repeated.",
      "Doctors interpret TSH together with free T4, and sometimes thyroid antibodies, before drawing conclusions.",
      "Tiredness or weight change have many possible causes; a normal TSH makes a thyroid cause less likely.",
    ],
    steps: [
      ["Check TSH together with free T4", "Many labs offer a thyroid panel, also as an at-home kit."],
      [
        "Discuss results and symptoms with a doctor",
        "Especially if results are outside the range or you have symptoms.",
      ],
      [
        "Mention supplements before testing",
        "Tell your doctor about supplements such as biotin, which can interfere with the test.",
      ],
    ],
  },
  "free-t4": {
    title: "Free T4",
    summary:
      "Free T4 (thyroxine) is the main hormone released by the thyroid gland, measured in its unbound, active form. Together with TSH it shows whether the thyroid is under- or overactive and whether the pituitary gland is signalling normally. Some labs also measure free T3, the more active form the body makes from T4 in the tissues.",
    insights: [
      "The pattern matters more than one number: a high TSH with a low free T4 suggests an underactive thyroid, a low TSH with a high free T4 an overactive one, which a doctor then confirms.",
      "Slight changes in TSH with a normal free T4 ('subclinical') are common, especially with age, and often only need monitoring.",
      "Biotin supplements, pregnancy and acute illness can all change the results.",
    ],
    steps: [
      ["Test free T4 with TSH", "The two are interpreted together."],
      ["Interpret with a doctor", "An endocrinologist can help when results are unclear or you have symptoms."],
    ],
  },
  testosterone: {
    title: "Testosterone",
    summary:
      "Testosterone is the main male sex hormone and is also important in women in smaller amounts. It supports muscle, bone, libido, red blood cell production and mood. Levels are highest in the morning, decline gradually with age and are strongly affected by sleep, body fat, illness and stress.",
    insights: [
      "Doctors measure testosterone in the morning and repeat a low result before drawing conclusions, often together with SHBG, LH and FSH.",
      "In men with excess weight, weight loss, strength training and good sleep are linked to healthier testosterone levels.",
      "Testosterone therapy has benefits and risks, can suppress fertility and should only be started and monitored by a doctor.",
      "In women, testosterone is usually checked as part of a wider hormone panel, for example when periods are irregular.",
    ],
    steps: [
      ["Test in the morning, and repeat", "A morning blood sample, repeated if low, avoids misleading results."],
      [
        "Review results with a specialist",
        "An endocrinologist or urologist can look at the whole hormone picture and your symptoms.",
      ],
      [
        "Prioritise sleep, strength training and a healthy weight",
        "These are the lifestyle factors most clearly linked to testosterone.",
      ],
    ],
  },
  oestradiol: {
    title: "Oestradiol",
    summary:
      "Oestradiol is the main form of oestrogen in women of reproductive age and is also present in men. It regulates the menstrual cycle and supports bones, blood vessels, skin and the brain. Levels change strongly across the cycle and fall around menopause, which can bring hot flushes, poorer sleep and bone loss.",
    insights: [
      "Because oestradiol swings across the cycle, a single value means little unless the cycle day is known; around perimenopause it fluctuates widely from month to month.",
      "Menopause is usually recognised from symptoms and age rather than from a blood test alone.",
      "Menopausal hormone therapy relieves symptoms for many women; whether it suits you depends on your personal risk profile, which your doctor can assess.",
      "In men, oestradiol is made from testosterone and matters for bone health.",
    ],
    steps: [
      [
        "Talk to a gynaecologist or menopause specialist",
        "They can weigh symptoms, options and your personal risks with you.",
      ],
      ["Time hormone tests with your cycle", "Ask which cycle day to test on so the result can be interpreted."],
      [
        "Protect bones and heart",
        "Strength training, enough protein and calcium-rich foods support bone health around menopause.",
      ],
    ],
  },
  cortisol: {
    title: "Cortisol",
    summary:
      "Cortisol is a hormone made by the adrenal glands that helps regulate blood sugar, blood pressure, inflammation and the sleep–wake cycle. It normally peaks shortly after waking and falls to its lowest around midnight. Short rises during stress are healthy; a persistently disturbed rhythm is linked to poor sleep, chronic stress and some medical conditions.",
    insights: [
      "Because cortisol follows a daily rhythm, the time of sampling matters; saliva tests taken at several times of day are sometimes used to look at the curve.",
      "'Adrenal fatigue' is not a recognised medical diagnosis; true adrenal disorders are rare and are diagnosed by an endocrinologist with specific tests.",
      "Regular sleep times, morning daylight, exercise and stress-management techniques help keep the rhythm healthy.",
    ],
    steps: [
      [
        "Measure at the right time of day",
        "Ask which test suits your question: blood in the morning, or saliva samples across the day.",
      ],
      [
        "See a doctor about persistent symptoms",
        "Marked weight change, weakness, dizziness or very high blood pressure need a medical assessment.",
      ],
      [
        "Track stress and sleep",
        "Wearables can show patterns in sleep, heart rate and HRV that help you plan recovery.",
      ],
    ],
  },
  "dhea-s": {
    title: "DHEA-S",
    summary:
      "DHEA-S (dehydroepiandrosterone sulphate) is a hormone made mainly by the adrenal glands, which the body can convert into testosterone and oestrogens. Levels peak in early adulthood and decline steadily with age, which is why it has been studied as a marker of ageing. It is usually tested as part of an adrenal or hormone panel.",
    insights: [
      "Age- and sex-specific reference ranges are essential, because normal values differ widely between a 25-year-old and a 65-year-old.",
      "Evidence that DHEA supplements slow ageing is limited, they can affect other hormones and their legal status differs between countries; discuss them with a doctor first.",
      "A very high DHEA-S value calls for a doctor's assessment.",
    ],
    steps: [
      ["Test it as part of a hormone panel", "DHEA-S is most informative alongside other hormones."],
      [
        "Interpret it with an endocrinologist",
        "They can compare your value with the right age and sex range and your symptoms.",
      ],
    ],
  },
  menopause: {
    title: "Menopause and perimenopause",
    summary:
      "Menopause is the point twelve months after a woman's last period, usually between 45 and 55; the years of changing hormones before it are called perimenopause. Falling and fluctuating oestrogen can bring hot flushes, night sweats, poor sleep, mood changes, joint aches and vaginal dryness, and after menopause bone loss and cardiovascular risk increase. Symptoms vary widely, and effective treatments exist, both hormonal and non-hormonal.",
    insights: [
      "Menopause is usually recognised from age and symptoms; hormone blood tests are mainly useful in younger women or unclear situations, because levels fluctuate strongly during perimenopause.",
      "Current guidelines consider menopausal hormone therapy the most effective treatment for hot flushes; for most healthy women who start it around menopause the benefits outweigh the risks, but the choice depends on personal and family history.",
      "Strength training, enough protein and calcium, not smoking and limiting alcohol help protect bones and heart in the years after menopause.",
    ],
    steps: [
      [
        "Talk to a gynaecologist or menopause-aware GP",
        "Describe your symptoms and ask about hormonal and non-hormonal options and your personal risks.",
      ],
      [
        "Check bone and heart health",
        "Ask whether blood pressure, lipids, blood sugar and a bone density scan are due; hormone tests help only in some situations.",
      ],
      [
        "Build strength and eat for your bones",
        "Resistance training, protein and calcium-rich foods support muscles and bones; professionals in the directory can guide you.",
      ],
    ],
  },
  "womens-health": {
    title: "Women's health and the menstrual cycle",
    summary:
      "Women's health covers the menstrual cycle, fertility, pregnancy, menopause and conditions that are more common in women, such as thyroid disease, iron deficiency, osteoporosis and autoimmune disease. The menstrual cycle is a useful vital sign: very heavy, painful or irregular periods are common but not something to simply put up with, because causes such as endometriosis, fibroids, PCOS or thyroid problems can be treated. Heart disease, often thought of as a male problem, is a leading cause of death in women too.",
    insights: [
      "Heavy periods are a frequent cause of low iron; ferritin is worth checking if you feel tired or breathless.",
      "Endometriosis often takes years to diagnose; period pain that stops you from daily activities deserves a gynaecologist's assessment.",
      "Cycle-tracking apps help you notice changes and describe them to a doctor, but they are not reliable as the only method of contraception unless the app is certified for it.",
      "Cervical and breast screening programmes save lives; ask which ones apply to you in your country.",
    ],
    steps: [
      [
        "See a gynaecologist about changes or pain",
        "Heavy, painful or irregular periods, or bleeding between periods, deserve a check-up.",
      ],
      [
        "Check hormones and iron when needed",
        "A doctor can decide which tests, such as thyroid, iron or a hormone panel, fit your symptoms and cycle.",
      ],
      [
        "Track your cycle",
        "Apps in the directory help you record your cycle and symptoms to discuss with your doctor.",
      ],
    ],
  },
  pcos: {
    title: "PCOS (polycystic ovary syndrome)",
    summary:
      "Polycystic ovary syndrome (PCOS) is one of the most common hormonal conditions in women of reproductive age. It is diagnosed from a combination of irregular or absent ovulation, signs of raised male hormones such as acne or excess hair, and polycystic-looking ovaries on ultrasound. Insulin resistance often plays a part, and PCOS raises the risk of type 2 diabetes, fertility problems and, over time, heart disease.",
    insights: [
      "Diagnosis needs a doctor: other causes of irregular periods, such as thyroid disease or high prolactin, are excluded first.",
      "Lifestyle measures, especially regular exercise and, with excess weight, modest weight loss, improve cycles and insulin sensitivity for many women.",
      "Treatment depends on the goal, such as regular cycles, skin symptoms or pregnancy; several options exist and are chosen with a gynaecologist or endocrinologist.",
    ],
    steps: [
      [
        "Get a proper diagnosis",
        "A GP or gynaecologist can arrange hormone tests and an ultrasound and rule out other causes.",
      ],
      [
        "Check your metabolic health",
        "Glucose, HbA1c and, where useful, insulin show whether insulin resistance is part of the picture.",
      ],
      [
        "Find a sustainable lifestyle plan",
        "A dietitian with experience in PCOS can help with eating and activity that fit your goals.",
      ],
    ],
  },
  "igf-1": {
    title: "IGF-1 and growth hormone",
    summary:
      "IGF-1 (insulin-like growth factor 1) is made mainly in the liver in response to growth hormone, and its level reflects growth hormone activity. It supports growth in children and muscle and bone in adults, and it falls with age. Doctors measure it to look for growth hormone disorders. In ageing research, lower growth signalling is linked to longer life in some animals, while in humans both very low and very high IGF-1 have been linked to health risks.",
    insights: [
      "IGF-1 must be read against age- and sex-specific ranges; protein intake, fasting, liver disease and poor nutrition all change it.",
      "Growth hormone used for 'anti-ageing' or bodybuilding is not approved for these purposes and can cause fluid retention, joint pain, diabetes and other harm.",
      "There is no proven benefit in deliberately raising or lowering IGF-1 in healthy adults; the sensible focus is on overall nutrition, strength and sleep.",
    ],
    steps: [
      [
        "Test only with a medical question",
        "An endocrinologist can decide whether IGF-1 testing is useful and interpret it for your age.",
      ],
      [
        "Avoid growth hormone without a prescription",
        "Unprescribed hormones or peptides bought online can be harmful and their contents uncertain; talk to a doctor or pharmacist.",
      ],
      [
        "Support muscle and bone the proven way",
        "Strength training, enough protein and good sleep work with your body's own hormones.",
      ],
    ],
  },
  fertility: {
    title: "Fertility and planning a pregnancy",
    summary:
      "Fertility depends on both partners and declines with age, more steeply for women from the mid-thirties. Smoking, heavy drinking, a very high or very low body weight and some medical conditions reduce it. Most couples conceive within a year of trying; doctors usually advise an assessment after a year, or after six months if the woman is 35 or older, and earlier with known problems or irregular cycles.",
    insights: [
      "Taking folic acid before and in early pregnancy is recommended by health authorities to lower the risk of neural tube defects; ask your doctor or pharmacist about the right product for you.",
      "AMH reflects the egg reserve, but it does not predict natural fertility well for an individual woman; it is mainly used in fertility treatment planning.",
      "A semen analysis is a simple, essential part of any fertility assessment, since male factors contribute in about half of couples.",
    ],
    steps: [
      [
        "See a fertility specialist when it is time",
        "A gynaecologist or fertility specialist can arrange tests for both partners; labs in the directory offer fertility-related blood tests.",
      ],
      [
        "Prepare with your GP",
        "Review vaccinations, medicines, chronic conditions and folic acid before trying to conceive.",
      ],
      ["Include the male partner", "A GP or urologist can arrange a semen analysis and check for treatable causes."],
    ],
  },
};
