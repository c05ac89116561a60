import "server-only";
import type { TopicTexts } from "../types";
import type { TrainingId } from "./topics";

export const de: TopicTexts<TrainingId> = {
  hrv: {
    title: "Herzfrequenzvariabilität (HRV)",
    summary:
      "Die Herzfrequenzvariabilität (HRV) ist die kleine Schwankung der Zeit zwischen zwei Herzschlägen. Sie spiegelt das Gleichgewicht des vegetativen Nervensystems wider: Eine im Vergleich zu Ihrem eigenen Ausgangswert hohe HRV spricht meist für gute Erholung, ein Abfall kann auf schlechten Schlaf, Alkohol, Krankheit, hartes Training oder Stress folgen. Die HRV ist sehr individuell; den eigenen Verlauf zu verfolgen ist daher nützlicher als der Vergleich mit anderen.",
    insights: [
      "Wearables messen die HRV meist im Schlaf; Verläufe über Wochen sagen mehr als eine einzelne Nacht.",
      "Alter, Gene und Fitness prägen Ihren Ausgangswert; Ausdauertraining und regelmäßiger Schlaf heben ihn mit der Zeit meist an.",
      "Langsames Atmen erhöht die HRV im Moment und ist eine einfache Art, Entspannung zu üben.",
    ],
    steps: [
      [
        "Den Ausgangswert ermitteln",
        "Tragen Sie einige Wochen lang regelmäßig einen Tracker, bevor Sie Veränderungen deuten.",
      ],
      [
        "Training und Ruhe nach dem Verlauf planen",
        "Ein anhaltender Abfall unter Ihren Ausgangswert ist ein Signal, Schlaf und leichtere Tage vorzuziehen.",
      ],
      [
        "Täglich Atemübungen ausprobieren",
        "Ein paar Minuten langsames Atmen sind eine leichte Gewohnheit; Apps können Sie anleiten.",
      ],
    ],
  },
  "resting-heart-rate": {
    title: "Ruhepuls",
    summary:
      "Der Ruhepuls gibt an, wie oft Ihr Herz in völliger Ruhe pro Minute schlägt, am besten gemessen direkt nach dem Aufwachen. Ein niedrigerer Ruhepuls spricht meist für eine bessere Ausdauer, ein dauerhaft höherer geht in großen Studien mit einem höheren Herz-Kreislauf-Risiko einher. Er steigt vorübergehend bei Krankheit, Flüssigkeitsmangel, Alkohol, Stress und schlechtem Schlaf.",
    insights: [
      "Ihr eigener Verlauf sagt mehr als ein einzelner Wert; ein Anstieg um mehrere Schläge über Ihr übliches Niveau kann ein frühes Zeichen von Krankheit oder Übertraining sein.",
      "Regelmäßiges Ausdauertraining senkt den Ruhepuls über Wochen bis Monate.",
      "Ein sehr niedriger oder sehr hoher Ruhepuls zusammen mit Schwindel, Ohnmacht oder Atemnot muss ärztlich abgeklärt werden.",
    ],
    steps: [
      [
        "Täglich gleich messen",
        "Ein Wearable oder eine Messung morgens vor dem Aufstehen liefert vergleichbare Werte.",
      ],
      [
        "Ausdauer aufbauen",
        "Zügiges Gehen, Radfahren oder Schwimmen an den meisten Tagen senkt den Ruhepuls mit der Zeit.",
      ],
      [
        "Bei ungewöhnlichen Werten mit Beschwerden zum Arzt",
        "Herzklopfen, Schwindel, Ohnmacht oder Atemnot müssen ärztlich untersucht werden.",
      ],
    ],
  },
  vo2max: {
    title: "VO2max und Ausdauer",
    summary:
      "Die VO2max ist die maximale Sauerstoffmenge, die Ihr Körper bei intensiver Belastung verwerten kann – das Standardmaß der kardiorespiratorischen Fitness. In großen Beobachtungsstudien ist eine hohe Fitness einer der stärksten Vorhersagewerte für ein längeres Leben, und die VO2max sinkt mit dem Alter natürlicherweise. Am genauesten wird sie im Labor mit Maske auf Laufband oder Ergometer gemessen; Sportuhren schätzen sie aus Herzfrequenz und Tempo.",
    insights: [
      "Gleichmäßiges, moderates Training (oft Zone 2 genannt) und kurze harte Intervalle verbessern beide die VO2max; am wichtigsten ist die Beständigkeit über Monate.",
      "Schätzungen von Uhren eignen sich gut für Verläufe, können aber deutlich von einem Labortest abweichen.",
      "Wenn Sie aus wenig Bewegung starten oder Herzrisikofaktoren haben, sprechen Sie vor intensivem Training mit einem Arzt.",
    ],
    steps: [
      [
        "Schätzen lassen und den Verlauf verfolgen",
        "Viele Sportuhren schätzen die VO2max aus Ihren Läufen oder Radfahrten.",
      ],
      [
        "Für Genauigkeit einen Labortest machen",
        "Eine Spiroergometrie liefert einen genauen Wert und Ihre Trainingsbereiche.",
      ],
      [
        "Bei Risikofaktoren vor intensivem Training zum Arzt",
        "Zum Beispiel bei bekannter Herzerkrankung, Brustbeschwerden unter Belastung oder mehreren Herz-Kreislauf-Risikofaktoren.",
      ],
    ],
  },
  "body-composition": {
    title: "Körperzusammensetzung",
    summary:
      "Die Körperzusammensetzung beschreibt, woraus Ihr Gewicht besteht – Fett, Muskeln, Knochen und Wasser – und sagt mehr über die Gesundheit als Gewicht oder BMI allein. Fett rund um die Organe (viszerales Fett) hängt am stärksten mit Diabetes und Herzkrankheiten zusammen, während Muskelmasse und Kraft im Alter die Gesundheit schützen. DXA-Messungen bestimmen die Zusammensetzung am genauesten; smarte Waagen mit Bioimpedanz liefern grobe Schätzungen, am besten für Verläufe.",
    insights: [
      "Der Taillenumfang ist ein einfacher, kostenloser Hinweis auf viszerales Fett, den Ärzte oft zusammen mit dem BMI nutzen.",
      "Krafttraining und genug Eiweiß helfen, Muskeln zu erhalten, besonders beim Abnehmen und ab 40.",
      "Bioimpedanzwerte schwanken mit Flüssigkeit, Mahlzeiten und Tageszeit; messen Sie daher immer unter gleichen Bedingungen.",
    ],
    steps: [
      ["Gleichbleibend messen", "Taillenumfang und eine smarte Waage zur selben Tageszeit zeigen Ihren Verlauf."],
      [
        "Krafttraining und Eiweiß priorisieren",
        "Ein Trainer oder eine Ernährungsfachkraft erstellt einen Plan, der die Muskeln erhält.",
      ],
      [
        "Eine DXA- oder Körperscan-Messung erwägen",
        "Manche Kliniken bieten genaue Messungen der Körperzusammensetzung als Teil eines Check-ups an.",
      ],
    ],
  },
  "strength-training": {
    title: "Krafttraining und Muskeln",
    summary:
      "Muskelmasse und Kraft nehmen ab der Lebensmitte ab, nach 60 schneller – ein Vorgang namens Sarkopenie, der das Risiko für Stürze, Gebrechlichkeit und den Verlust der Selbstständigkeit erhöht. Krafttraining ist in jedem Alter der wirksamste Weg, ihn zu bremsen oder umzukehren, und verbessert zudem Blutzucker, Knochendichte und Stimmung. Leitlinien empfehlen an mindestens zwei Tagen pro Woche muskelkräftigende Übungen für alle großen Muskelgruppen.",
    insights: [
      "Schrittweise steigende Lasten mit sauberer Technik zählen mehr als das genaue Programm; Körpergewicht, Bänder und Geräte funktionieren alle.",
      "Genug Eiweiß, über den Tag verteilt, hilft dem Körper, nach dem Training Muskeln aufzubauen, besonders im Alter.",
      "Menschen mit Herzerkrankung, schlecht eingestelltem Blutdruck oder Gelenkproblemen können meist mit angepassten Plänen sicher trainieren; fragen Sie vorher einen Arzt.",
    ],
    steps: [
      [
        "Eine saubere Technik lernen",
        "Ein qualifizierter Trainer oder Physiotherapeut stellt ein sicheres, aufbauendes Programm für Ihr Niveau zusammen.",
      ],
      [
        "Bei Erkrankungen vorher abklären",
        "Ein Sportmediziner berät Sie bei Herz-, Gelenk- oder anderen Gesundheitsproblemen.",
      ],
      [
        "Genug Eiweiß essen",
        "Eine Ernährungsfachkraft hilft bei eiweißreichen Mahlzeiten; eiweißreiche Lebensmittel finden Sie im Verzeichnis.",
      ],
    ],
  },
  "grip-strength": {
    title: "Griffkraft",
    summary:
      "Die Griffkraft, gemessen durch Zudrücken eines Handdynamometers, ist ein einfacher Marker für die allgemeine Muskelkraft. In großen Studien geht eine schwächere Griffkraft mit höheren Risiken für Behinderung, Herzkrankheiten und frühen Tod einher; sie ist daher ein nützliches Zeichen körperlicher Widerstandskraft, nicht ein Ziel an sich. Sie nimmt mit Alter und Bewegungsmangel ab und verbessert sich durch Krafttraining für den ganzen Körper.",
    insights: [
      "Die Griffkraft spiegelt die Gesamtkraft wider; nur die Hände zu trainieren bringt daher weniger als Training für den ganzen Körper.",
      "Ergebnisse werden mit Werten für Alter und Geschlecht verglichen; manche Kliniken und Check-ups messen sie.",
      "Ein plötzlicher Kraftverlust in einer Hand, besonders mit Taubheit oder anderen Zeichen, braucht sofort ärztliche Hilfe.",
    ],
    steps: [
      [
        "Den ganzen Körper trainieren",
        "Ein Trainer stellt ein Programm mit Zieh-, Trage- und Hebeübungen zusammen, die auch den Griff stärken.",
      ],
      [
        "Messen lassen",
        "Bitten Sie Hausarzt, Sportmediziner oder den Check-up einer Klinik, Ihre Griffkraft mit Normwerten zu vergleichen.",
      ],
      [
        "Tragen und Hängen einbauen",
        "Farmer's Walks und das Hängen an einer Stange sind einfache Griffübungen; Marken für Trainingsgeräte finden Sie im Verzeichnis.",
      ],
    ],
  },
  "zone-2": {
    title: "Zone-2-Training",
    summary:
      "Zone 2 bezeichnet gleichmäßiges Ausdauertraining in niedriger bis mittlerer Intensität, etwa dort, wo Sie noch in ganzen Sätzen sprechen können. Es baut die Grundlagenausdauer auf, verbessert, wie Muskeln Fett und Zucker nutzen, und ist leicht zu verkraften, sodass man es oft machen kann. In der Longevity-Szene ist es beliebt geworden; die Belege sprechen für regelmäßige moderate Ausdauerbewegung allgemein, wobei die genaue Pulszone weniger zählt als die Beständigkeit.",
    insights: [
      "Zonen lassen sich mit einem Pulsmesser oder dem Sprechtest schätzen; Labortests mit Laktat- oder Atemgasmessung liefern die genauesten Schwellen.",
      "Mehrere Stunden moderates Training pro Woche, kombiniert mit einigen härteren Intervallen, verbessern die VO2max am stärksten.",
      "Zügiges Gehen, Radfahren, Schwimmen oder Rudern zählen alle; am besten ist, was Sie regelmäßig tun.",
    ],
    steps: [
      [
        "Die eigene Zone finden",
        "Nutzen Sie den Sprechtest oder einen Pulsmesser; Brustgurte und Uhren finden Sie im Verzeichnis.",
      ],
      [
        "Bei Risikofaktoren vorher zum Arzt",
        "Herzerkrankungen, Brustbeschwerden unter Belastung oder mehrere Risikofaktoren erfordern vor dem Start eine Untersuchung.",
      ],
      ["Für Genauigkeit die Schwellen testen", "Eine sportmedizinische Praxis kann Laktat- oder Atemschwellen messen."],
    ],
  },
  hiit: {
    title: "Intervalltraining (HIIT)",
    summary:
      "Hochintensives Intervalltraining wechselt kurze harte Belastungen mit Erholung ab, etwa beim norwegischen 4x4-Protokoll mit vier Minuten hart und drei Minuten locker. Es verbessert VO2max und Blutzuckerregulation effizient, und Studien mit älteren Menschen zeigen, dass es machbar und wirksam ist. Weil es Herz und Gelenke fordert, ergänzt man es am besten ein- bis zweimal pro Woche zu einer Basis aus regelmäßiger moderater Bewegung.",
    insights: [
      "Harte Einheiten brauchen Erholung; mehr ist nicht besser, und zu viel intensives Training erhöht das Risiko für Verletzungen und Übertraining.",
      "Gutes Aufwärmen und eine über Wochen langsam steigende Intensität machen Intervalle sicherer.",
      "Brustschmerzen, ungewöhnliche Atemnot, Schwindel oder Herzrasen beim Sport bedeuten: abbrechen und zum Arzt.",
    ],
    steps: [
      [
        "Zuerst die Herzgesundheit prüfen",
        "Bei Herzerkrankung, Bluthochdruck oder als Einsteiger sprechen Sie vor intensivem Training mit Hausarzt oder Kardiologe.",
      ],
      [
        "Mit einem einfachen Protokoll beginnen",
        "Ein Trainer passt die Intervalle an Ihre Fitness an; Pulsmesser im Verzeichnis helfen beim Dosieren.",
      ],
      [
        "Erholungstage einplanen",
        "Lockere Tage, Schlaf und Ernährung lassen das Training wirken; ein Trainer hilft, die Woche auszubalancieren.",
      ],
    ],
  },
  "daily-steps": {
    title: "Tägliche Schritte und Gehen",
    summary:
      "Gehen ist die zugänglichste Form von Bewegung. Große Studien verbinden mehr tägliche Schritte mit einem geringeren Risiko für frühen Tod und Herzkrankheiten; für die meisten Erwachsenen steigt der Nutzen bis etwa sieben- bis zehntausend Schritte am Tag und flacht danach ab – die berühmten 10.000 waren ursprünglich eine Werbezahl. Zügiges Gehen und das Unterbrechen langer Sitzphasen bringen zusätzlichen Nutzen.",
    insights: [
      "Jede Steigerung hilft am meisten, wenn man von einem niedrigen Niveau startet; der größte Gewinn entsteht beim Schritt von sehr wenig zu moderat viel Bewegung.",
      "Ein kurzer Spaziergang nach dem Essen dämpft den Blutzuckeranstieg.",
      "Handys und Wearables zählen Schritte für Verläufe ausreichend gut, auch wenn sich die absoluten Zahlen zwischen Geräten unterscheiden.",
    ],
    steps: [
      [
        "Den Ausgangswert kennen",
        "Zählen Sie eine Woche lang Ihre Schritte mit Handy oder Wearable und legen Sie dann jede Woche etwas drauf.",
      ],
      [
        "Gehen sicher und angenehm machen",
        "Schränken Schmerzen oder Gleichgewichtsprobleme das Gehen ein, helfen Hausarzt oder Physiotherapeut.",
      ],
      [
        "Es in den Alltag einbauen",
        "Gespräche im Gehen, Treppen und Spaziergänge nach dem Essen summieren sich; Aktivitäts-Apps im Verzeichnis erinnern Sie.",
      ],
    ],
  },
  "mobility-balance": {
    title: "Beweglichkeit, Dehnbarkeit und Gleichgewicht",
    summary:
      "Beweglichkeit und Gleichgewicht lassen Sie frei bewegen und vermeiden Stürze, die mit dem Alter zu einer der häufigsten Verletzungsursachen werden. Das Gleichgewicht nimmt ab der Lebensmitte ab, spricht aber gut auf Training an: Programme mit Gleichgewichts- und Kraftübungen senken Stürze bei älteren Menschen in Übersichtsarbeiten um etwa ein Viertel. Yoga, Tai-Chi und Pilates verbinden Beweglichkeit, Gleichgewicht und Kraft, regelmäßiges Dehnen erhält den Bewegungsumfang.",
    insights: [
      "Einfache Tests wie Einbeinstand oder Aufstehen vom Stuhl ohne Hände geben einen groben Eindruck von Gleichgewicht und Beinkraft.",
      "Tai-Chi gehört zu den am besten belegten Methoden, Stürze bei älteren Menschen zu verhindern.",
      "Schwindel, wiederholte Stürze oder plötzliche Gleichgewichtsprobleme müssen ärztlich abgeklärt werden, denn Medikamente, Blutdruck oder Innenohrprobleme können die Ursache sein.",
    ],
    steps: [
      [
        "Die Beweglichkeit beurteilen lassen",
        "Ein Physiotherapeut prüft Beweglichkeit und Gleichgewicht und schlägt passende Übungen vor.",
      ],
      [
        "Einen Kurs besuchen",
        "Yoga-, Tai-Chi- oder Pilateskurse fördern Beweglichkeit und Gleichgewicht; manche Kliniken im Verzeichnis bieten sie an.",
      ],
      [
        "Stürze und Schwindel mit dem Hausarzt besprechen",
        "Ihr Arzt prüft Medikamente, Blutdruck und andere Ursachen.",
      ],
    ],
  },
  exercise: {
    title: "Bewegung und körperliche Aktivität",
    summary:
      "Regelmäßige Bewegung gehört zum Wirksamsten, was Sie für ein längeres, gesünderes Leben tun können: Sie senkt das Risiko für Herzkrankheiten, Diabetes, mehrere Krebsarten, Depression und Demenz. Die WHO empfiehlt Erwachsenen pro Woche 150 bis 300 Minuten moderate oder 75 bis 150 Minuten intensive Ausdauerbewegung, dazu an zwei oder mehr Tagen Muskelkräftigung und für Ältere auch Gleichgewichtstraining. Etwas Bewegung ist besser als keine, und der Nutzen beginnt in jedem Alter.",
    insights: [
      "Der größte Gesundheitsgewinn entsteht beim Schritt von Inaktivität zu moderater Bewegung; Sie müssen kein Sportler sein.",
      "Eine Mischung aus Ausdauer, Kraft, Gleichgewicht und Beweglichkeit deckt die verschiedenen Seiten des Alterns ab.",
      "Menschen mit Herzerkrankung, Brustbeschwerden oder anderen Erkrankungen sollten einen Arzt fragen, wie sie sicher beginnen.",
    ],
    steps: [
      [
        "Sicher beginnen",
        "Wenn Sie eine Erkrankung haben oder lange inaktiv waren, fragen Sie Hausarzt oder Sportmediziner, wie Sie starten.",
      ],
      [
        "Einen Plan finden, der Spaß macht",
        "Ein Trainer hilft, Ausdauer, Kraft und Gleichgewicht in eine Routine zu bringen, die zu Ihrem Leben passt.",
      ],
      ["Die Aktivität verfolgen", "Wearables im Verzeichnis zeigen Ihre Aktivität und helfen, dranzubleiben."],
    ],
  },
};
