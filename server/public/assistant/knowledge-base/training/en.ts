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
  "strength-training": {
    title: "Strength training and muscle",
    summary:
      "Muscle mass and strength decline from middle age, and faster after 60, a process called sarcopenia that raises the risk of falls, frailty and loss of independence. Strength training is the most effective way to slow or reverse it at any age, and it also improves blood sugar, bone density and mood. Guidelines recommend muscle-strengthening activities involving all major muscle groups on at least two days a week.",
    insights: [
      "Progressively heavier loads with good technique matter more than the exact programme; bodyweight, bands and machines all work.",
      "Enough protein, spread over the day, helps the body build muscle after training, especially in older adults.",
      "People with heart disease, uncontrolled blood pressure or joint problems can usually train safely with adjusted plans; ask a doctor first.",
    ],
    steps: [
      [
        "Learn good technique",
        "A qualified coach or physiotherapist can set up a safe, progressive programme for your level.",
      ],
      [
        "Check first if you have a condition",
        "A sports medicine doctor can advise if you have heart, joint or other health problems.",
      ],
      [
        "Eat enough protein",
        "A dietitian can help you plan protein-rich meals; protein foods are listed in the directory.",
      ],
    ],
  },
  "grip-strength": {
    title: "Grip strength",
    summary:
      "Grip strength, measured by squeezing a hand dynamometer, is a simple marker of overall muscle strength. In large studies, weaker grip is associated with higher risks of disability, heart disease and earlier death, which makes it a useful sign of physical resilience rather than a goal in itself. It declines with age and inactivity and improves with whole-body strength training.",
    insights: [
      "Grip strength reflects overall strength, so training only the hands is less useful than training the whole body.",
      "Results are compared with values for your age and sex; some clinics and check-ups measure it.",
      "A sudden loss of strength in one hand, especially with numbness or other symptoms, needs urgent medical attention.",
    ],
    steps: [
      [
        "Train your whole body",
        "A coach can build a programme with pulling, carrying and lifting exercises that also strengthen grip.",
      ],
      [
        "Have it measured",
        "Ask a GP, sports medicine doctor or a clinic's health check to measure grip strength against norms.",
      ],
      [
        "Add carries and hangs",
        "Farmer's carries and hanging from a bar are simple grip exercises; fitness equipment brands are listed in the directory.",
      ],
    ],
  },
  "zone-2": {
    title: "Zone 2 training",
    summary:
      "Zone 2 describes steady endurance exercise at a low-to-moderate intensity, roughly where you can still speak in full sentences. It builds aerobic fitness and improves how muscles use fat and glucose, and it is easy to recover from, so it can be done often. It became popular in longevity circles; the evidence supports regular moderate aerobic exercise in general, while the exact heart-rate zone matters less than doing it consistently.",
    insights: [
      "Zones can be estimated with a heart-rate monitor or the talk test; lab tests measuring lactate or breathing give the most precise thresholds.",
      "Combining several hours of moderate training per week with some harder intervals improves VO2max most.",
      "Walking briskly, cycling, swimming or rowing all count; the best choice is the one you will do regularly.",
    ],
    steps: [
      [
        "Find your zone",
        "Use the talk test or a heart-rate monitor; chest straps and watches are listed in the directory.",
      ],
      [
        "Check with a doctor if you have risk factors",
        "Heart disease, chest symptoms on exertion or several risk factors call for a check before starting.",
      ],
      [
        "Test your thresholds for precision",
        "A sports medicine practice can measure lactate or ventilatory thresholds.",
      ],
    ],
  },
  hiit: {
    title: "Interval training (HIIT)",
    summary:
      "High-intensity interval training alternates short bursts of hard effort with recovery, for example the Norwegian 4x4 protocol of four minutes hard and three minutes easy. It improves VO2max and blood sugar control efficiently, and trials in older adults show it is feasible and effective. Because it is demanding on the heart and joints, it works best added to a base of regular moderate exercise, once or twice a week.",
    insights: [
      "Hard sessions need recovery; more is not better, and too much intense training raises the risk of injury and overtraining.",
      "Warming up well and building intensity gradually over weeks make intervals safer.",
      "Chest pain, unusual breathlessness, dizziness or palpitations during exercise mean stopping and seeing a doctor.",
    ],
    steps: [
      [
        "Check your heart health first",
        "If you have heart disease, high blood pressure or are new to exercise, talk to your GP or a cardiologist before intense training.",
      ],
      [
        "Start with a simple protocol",
        "A coach can adapt intervals to your fitness; heart-rate monitors in the directory help you pace them.",
      ],
      [
        "Plan recovery days",
        "Easy days, sleep and nutrition let the training work; a coach can help balance the week.",
      ],
    ],
  },
  "daily-steps": {
    title: "Daily steps and walking",
    summary:
      "Walking is the most accessible form of exercise. Large studies link more daily steps with lower risks of early death and heart disease, with benefits rising up to roughly seven to ten thousand steps a day for most adults and levelling off after that; the famous 10,000 was originally a marketing figure. Walking at a brisk pace and breaking up long periods of sitting add further benefit.",
    insights: [
      "Any increase helps most when starting from a low level; the biggest gains come from moving from very few steps to a moderate number.",
      "A short walk after meals lowers the rise in blood sugar.",
      "Phones and wearables count steps reasonably well for trends, even if absolute numbers differ between devices.",
    ],
    steps: [
      [
        "Know your starting point",
        "Track your steps for a week with a phone or wearable, then add a little each week.",
      ],
      [
        "Make walking safe and comfortable",
        "If pain or balance problems limit walking, a GP or physiotherapist can help.",
      ],
      [
        "Build it into your day",
        "Walking meetings, stairs and walks after meals add up; activity apps in the directory can remind you.",
      ],
    ],
  },
  "mobility-balance": {
    title: "Mobility, flexibility and balance",
    summary:
      "Mobility and balance let you move freely and avoid falls, which become a leading cause of injury with age. Balance declines from midlife but responds well to training, and programmes that include balance and strength exercises reduce falls in older adults by around a quarter in reviews. Yoga, tai chi and Pilates combine mobility, balance and strength, and regular stretching maintains range of motion.",
    insights: [
      "Simple tests, such as standing on one leg or rising from a chair without using your hands, give a rough idea of balance and leg strength.",
      "Tai chi has some of the strongest evidence for preventing falls in older adults.",
      "Dizziness, repeated falls or sudden balance problems need a medical check, as medicines, blood pressure or inner-ear problems can be the cause.",
    ],
    steps: [
      [
        "Get a movement assessment",
        "A physiotherapist can check your mobility and balance and suggest exercises for you.",
      ],
      [
        "Join a class",
        "Yoga, tai chi or Pilates classes build mobility and balance; some clinics in the directory offer them.",
      ],
      ["Review falls and dizziness with your GP", "Your doctor can check medicines, blood pressure and other causes."],
    ],
  },
  exercise: {
    title: "Exercise and physical activity",
    summary:
      "Regular physical activity is one of the most powerful things you can do for a longer, healthier life: it lowers the risk of heart disease, diabetes, several cancers, depression and dementia. WHO recommends 150 to 300 minutes of moderate or 75 to 150 minutes of vigorous aerobic activity a week for adults, plus muscle strengthening on two or more days, and for older adults balance training too. Some activity is better than none, and the benefits start at any age.",
    insights: [
      "The biggest health gains come from moving from inactivity to a moderate amount; you do not need to be an athlete.",
      "A mix of endurance, strength, balance and flexibility covers the different ways the body ages.",
      "People with heart disease, chest symptoms or other conditions should ask a doctor how to start safely.",
    ],
    steps: [
      [
        "Start safely",
        "If you have a health condition or have been inactive, ask your GP or a sports medicine doctor how to begin.",
      ],
      [
        "Get a plan you enjoy",
        "A coach can help you combine endurance, strength and balance in a routine that fits your life.",
      ],
      ["Track your activity", "Wearables in the directory show your activity and help you keep going."],
    ],
  },
};
