import "server-only";
import type { TopicTexts } from "../types";
import type { TrainingId } from "./topics";

export const en: TopicTexts<TrainingId> = {
  hrv: {
    title: "Heart rate variability (HRV)",
    summary:
      "Heart rate variability (HRV) is the small variation in time between heartbeats. It reflects the balance of your autonomic nervous system: an HRV that is high compared with your own baseline generally signals good recovery, while a drop can follow poor sleep, alcohol, illness, hard training or stress. HRV is highly individual, so following your own trend is more useful than comparing with others.",
    insights: [
      "Wearables mostly measure HRV during sleep; trends over weeks are more meaningful than a single night.",
      "Age, genetics and fitness shape your baseline; endurance training and regular sleep tend to raise it over time.",
      "Slow breathing exercises raise HRV in the moment and are a simple way to practise relaxation.",
    ],
    steps: [
      ["Track your baseline", "Wear a tracker consistently for a few weeks before reading anything into changes."],
      [
        "Use the trend to plan training and rest",
        "A sustained drop below your baseline is a cue to prioritise sleep and easier days.",
      ],
      ["Try daily breathing exercises", "A few minutes of slow breathing is an easy habit; apps can guide you."],
    ],
  },
  "resting-heart-rate": {
    title: "Resting heart rate",
    summary:
      "Resting heart rate is how many times your heart beats per minute when you are fully at rest, best measured just after waking. A lower resting heart rate generally reflects better cardiovascular fitness, and a persistently higher one is associated with higher cardiovascular risk in large studies. It rises temporarily with illness, dehydration, alcohol, stress and poor sleep.",
    insights: [
      "Your own trend tells you more than a single reading; a rise of several beats above your usual level can be an early sign of illness or overtraining.",
      "Regular endurance exercise lowers resting heart rate over weeks to months.",
      "A very low or very high resting heart rate together with dizziness, fainting or breathlessness needs a doctor's assessment.",
    ],
    steps: [
      [
        "Measure it the same way every day",
        "A wearable or a morning measurement before getting up gives comparable values.",
      ],
      ["Build aerobic fitness", "Brisk walking, cycling or swimming on most days lowers resting heart rate over time."],
      [
        "See a doctor if it is unusual and you have symptoms",
        "Palpitations, dizziness, fainting or breathlessness need a medical check.",
      ],
    ],
  },
  vo2max: {
    title: "VO2max and fitness",
    summary:
      "VO2max is the maximum amount of oxygen your body can use during intense exercise, the standard measure of cardiorespiratory fitness. In large observational studies, higher fitness is one of the strongest predictors of a longer life, and VO2max naturally declines with age. It is measured most accurately in a lab with a mask on a treadmill or bike; sports watches estimate it from heart rate and pace.",
    insights: [
      "Both steady moderate training (often called zone 2) and short intervals of hard effort improve VO2max; consistency over months matters most.",
      "Watch estimates are good for following trends but can differ noticeably from a lab test.",
      "If you are starting from little activity or have heart risk factors, check with a doctor before beginning intense training.",
    ],
    steps: [
      ["Estimate it and follow the trend", "Many sports watches estimate VO2max from your runs or rides."],
      ["Get a lab test for precision", "A cardiopulmonary exercise test gives an exact value and training zones."],
      [
        "Check in with a doctor before intense training if you have risk factors",
        "For example known heart disease, chest symptoms on exertion or several cardiovascular risk factors.",
      ],
    ],
  },
  "body-composition": {
    title: "Body composition",
    summary:
      "Body composition describes what your weight is made of — fat, muscle, bone and water — and says more about health than weight or BMI alone. Fat stored around the organs (visceral fat) is the type most linked to diabetes and heart disease, while muscle mass and strength protect health as you age. DEXA scans measure composition most precisely; smart scales using bioimpedance give rough estimates best used for trends.",
    insights: [
      "Waist circumference is a simple, free indicator of visceral fat that doctors often use alongside BMI.",
      "Strength training and enough protein help preserve muscle, especially while losing weight and after the age of 40.",
      "Bioimpedance readings shift with hydration, meals and time of day, so measure under the same conditions each time.",
    ],
    steps: [
      ["Measure consistently", "Waist circumference and a smart scale at the same time of day show your trend."],
      ["Prioritise strength training and protein", "A coach or dietitian can build a plan that preserves muscle."],
      ["Consider a DEXA or body scan", "Some clinics offer precise body-composition scans as part of a check-up."],
    ],
  },
};
