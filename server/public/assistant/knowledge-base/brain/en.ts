import "server-only";
import type { TopicTexts } from "../types";
import type { BrainId } from "./topics";

export const en: TopicTexts<BrainId> = {
  stress: {
    title: "Stress",
    summary:
      "Stress is the body's response to demands: hormones such as adrenaline and cortisol raise heart rate and alertness, which helps in the short term. When stress is constant and recovery is missing, it can disturb sleep, digestion, blood pressure, blood sugar and mood, and it makes healthy routines harder to keep. Managing stress is therefore part of preventive health, not a luxury.",
    insights: [
      "Regular physical activity, enough sleep, social connection and time outdoors are among the most consistent buffers against stress.",
      "Breathing exercises, meditation and mindfulness programmes have evidence for reducing perceived stress; apps can help build the habit.",
      "Wearables can show stress patterns through heart rate and HRV, but how you feel matters more than a score.",
      "If stress, anxiety or low mood last for weeks or affect daily life, talk to a doctor or a mental-health professional.",
    ],
    steps: [
      [
        "Talk to a professional if it persists",
        "A GP, psychologist or psychotherapist can help when stress or anxiety affect daily life.",
      ],
      [
        "Build a daily recovery habit",
        "A few minutes of breathing, meditation or a walk outside each day; apps can guide you.",
      ],
      ["Track stress and recovery", "Heart rate and HRV trends from a wearable can show what helps you recover."],
    ],
  },
  energy: {
    title: "Energy and fatigue",
    summary:
      "Feeling low on energy is one of the most common health complaints and usually has more than one cause. Short or poor-quality sleep, stress, little physical activity, irregular meals, alcohol and some medicines are frequent contributors, while medical causes include iron deficiency or anaemia, low vitamin B12 or D, an underactive thyroid, blood sugar problems, depression and sleep apnoea.",
    insights: [
      "Doctors usually start with questions about sleep, mood, diet and medicines, then a basic blood panel: blood count, ferritin, thyroid, glucose or HbA1c, and often B12 and vitamin D.",
      "Regular exercise improves energy for most people, even though it feels counter-intuitive when you are tired.",
      "Tiredness lasting more than a few weeks, or coming with weight loss, fever, night sweats or breathlessness, needs a doctor's assessment.",
    ],
    steps: [
      [
        "Ask your doctor for a fatigue check",
        "A conversation plus a basic blood panel rules out the common medical causes.",
      ],
      [
        "Look at your sleep first",
        "Tracking sleep duration and regularity for two weeks often reveals the biggest lever.",
      ],
      [
        "Move a little every day",
        "Short daily walks or light training raise energy for most people; build up gradually.",
      ],
    ],
  },
  cognition: {
    title: "Memory, focus and brain health",
    summary:
      "Some slowing of memory and processing speed is a normal part of ageing, and occasional forgetfulness is common at any age, especially with stress, poor sleep or multitasking. The brain benefits from what benefits the heart: physical activity, good sleep, a healthy diet, social and mental engagement, and treating high blood pressure, diabetes and hearing loss. Memory problems that get worse or affect daily life deserve a medical check.",
    insights: [
      "Treatable causes of poor memory and concentration include low vitamin B12, thyroid problems, depression, sleep apnoea and side effects of medicines.",
      "Regular aerobic exercise is one of the best-supported ways to support brain health; it also improves sleep and mood.",
      "Brain-training apps make you better at the trained tasks, but evidence that they improve everyday thinking is limited; learning new skills and staying socially active are good alternatives.",
    ],
    steps: [
      ["Get worsening memory checked", "Your GP can assess memory changes and look for treatable causes."],
      [
        "Check for deficiencies",
        "B12, vitamin D and thyroid tests rule out common contributors; labs in the directory offer them.",
      ],
      [
        "Move, sleep and stay social",
        "Regular exercise and good sleep support thinking; wearables in the directory track both.",
      ],
    ],
  },
  "dementia-risk": {
    title: "Dementia risk and prevention",
    summary:
      "Dementia, most often Alzheimer's disease or vascular dementia, becomes more common with age but is not an inevitable part of it. International reviews estimate that a substantial share of cases is linked to modifiable risk factors, including high blood pressure, diabetes, smoking, physical inactivity, hearing loss, depression, social isolation, excess alcohol, high LDL cholesterol and untreated vision loss. Genes such as APOE4 raise risk but do not determine it.",
    insights: [
      "What protects the heart protects the brain: controlling blood pressure, blood sugar and cholesterol matters from midlife on.",
      "New Alzheimer's medicines are approved in some countries for early disease in selected patients; they require specialist assessment and have significant side effects.",
      "Genetic testing for APOE4 in people without symptoms is not routinely recommended, because it does not change prevention advice and can cause distress; discuss it with a doctor or genetic counsellor first.",
    ],
    steps: [
      [
        "Discuss concerns with your doctor",
        "A GP or neurologist can assess memory changes and your personal risk factors.",
      ],
      [
        "Treat vascular risk factors",
        "Check blood pressure, blood sugar and lipids; clinics in the directory offer cardiovascular check-ups.",
      ],
      [
        "Have your hearing tested",
        "Hearing loss is one of the largest modifiable risk factors; a hearing care professional can test it.",
      ],
    ],
  },
  mood: {
    title: "Mood and depression",
    summary:
      "Everyone has low days, but depression is more than sadness: a persistent low mood or loss of interest for two weeks or more, often with poor sleep, tiredness, changes in appetite, difficulty concentrating or feelings of worthlessness. It is common, treatable and not a sign of weakness. Physical causes, such as thyroid problems, low vitamin D or B12 and some medicines, can contribute and are worth checking.",
    insights: [
      "Psychological therapies such as cognitive behavioural therapy and, where needed, medicines are effective treatments; a doctor can help find the right option.",
      "Regular physical activity improves mild to moderate depression in trials and supports other treatments.",
      "If you have thoughts of ending your life or harming yourself, contact emergency services or a crisis line now.",
    ],
    steps: [
      ["Talk to a professional", "A GP, psychologist or psychotherapist can assess your mood and discuss treatment."],
      [
        "Rule out physical causes",
        "Your GP can check thyroid function, vitamin levels and medicines; labs in the directory offer these tests.",
      ],
      [
        "Build supportive routines",
        "Regular sleep, daylight, movement and contact with others help; mental health apps in the directory can support you.",
      ],
    ],
  },
  anxiety: {
    title: "Anxiety and panic",
    summary:
      "Anxiety is a normal response to threat, but when worry is constant, hard to control or out of proportion, or when panic attacks occur, it can become an anxiety disorder. These are among the most common mental health conditions and respond well to treatment. Physical symptoms such as a racing heart, breathlessness and dizziness are typical of panic, but chest pain or breathlessness should be checked by a doctor, especially the first time.",
    insights: [
      "Cognitive behavioural therapy is the best-established treatment; some medicines also help, and a doctor can explain the options.",
      "Caffeine, alcohol, poor sleep and some medicines or thyroid problems can worsen anxiety.",
      "Slow breathing, regular exercise and mindfulness can ease symptoms and complement therapy.",
    ],
    steps: [
      [
        "Talk to a professional",
        "A GP, psychologist or psychotherapist can assess anxiety and discuss therapy and other treatments.",
      ],
      [
        "Check for physical contributors",
        "Your GP can look at thyroid function, medicines and caffeine intake; labs in the directory test thyroid function.",
      ],
      [
        "Practise calming techniques",
        "Breathing and mindfulness apps in the directory can help you build a daily habit.",
      ],
    ],
  },
  meditation: {
    title: "Meditation, mindfulness and breathwork",
    summary:
      "Meditation and mindfulness train attention and awareness; breathing exercises slow the breath to calm the nervous system. Reviews of structured programmes, such as mindfulness-based stress reduction, show moderate benefits for stress, anxiety and low mood, and mindfulness-based cognitive therapy helps prevent relapse of depression. Effects on physical health markers such as blood pressure are smaller. Regular short practice tends to work better than occasional long sessions.",
    insights: [
      "Guided courses and apps make it easier to start; consistency matters more than the method.",
      "For some people, especially with trauma or severe mental illness, intensive meditation can bring up difficult experiences; practise with guidance.",
      "Some breathing techniques involving hyperventilation or breath holding are not safe in water, while driving or for people with certain heart or lung conditions.",
    ],
    steps: [
      ["Start with a guided programme", "Meditation and mindfulness apps in the directory offer short daily sessions."],
      [
        "Get support if you have a mental health condition",
        "A GP, psychologist or psychotherapist can advise how to practise safely alongside treatment.",
      ],
      [
        "Try breathing with biofeedback",
        "Wearables in the directory that track HRV can show how slow breathing affects you.",
      ],
    ],
  },
};
