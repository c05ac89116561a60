import "server-only";
import type { TopicTexts } from "../types";
import type { BrainId } from "./topics";

export const de: TopicTexts<BrainId> = {
  stress: {
    title: "Stress",
    summary:
      "Stress ist die Antwort des Körpers auf Anforderungen: Hormone wie Adrenalin und Cortisol erhöhen Herzschlag und Wachheit, was kurzfristig hilft. Ist der Stress dauerhaft und fehlt die Erholung, kann er Schlaf, Verdauung, Blutdruck, Blutzucker und Stimmung stören und gesunde Gewohnheiten erschweren. Stressbewältigung ist daher Teil der Gesundheitsvorsorge und kein Luxus.",
    insights: [
      "Regelmäßige Bewegung, genug Schlaf, soziale Kontakte und Zeit im Freien gehören zu den beständigsten Puffern gegen Stress.",
      "Atemübungen, Meditation und Achtsamkeitsprogramme senken nachweislich das empfundene Stresserleben; Apps helfen, die Gewohnheit aufzubauen.",
      "Wearables können über Herzfrequenz und HRV Stressmuster zeigen, doch wie Sie sich fühlen, zählt mehr als ein Wert.",
      "Halten Stress, Angst oder gedrückte Stimmung wochenlang an oder beeinträchtigen den Alltag, sprechen Sie mit einem Arzt oder einer psychologischen Fachkraft.",
    ],
    steps: [
      [
        "Bei anhaltendem Stress Hilfe suchen",
        "Hausarzt, Psychologin oder Psychotherapeut helfen, wenn Stress oder Angst den Alltag beeinträchtigen.",
      ],
      [
        "Eine tägliche Erholungsgewohnheit aufbauen",
        "Ein paar Minuten Atmen, Meditation oder ein Spaziergang draußen jeden Tag; Apps können Sie anleiten.",
      ],
      [
        "Stress und Erholung verfolgen",
        "Herzfrequenz- und HRV-Trends eines Wearables zeigen, was Ihnen bei der Erholung hilft.",
      ],
    ],
  },
  energy: {
    title: "Energie und Müdigkeit",
    summary:
      "Sich energielos zu fühlen gehört zu den häufigsten Gesundheitsbeschwerden und hat meist mehr als eine Ursache. Zu kurzer oder schlechter Schlaf, Stress, wenig Bewegung, unregelmäßige Mahlzeiten, Alkohol und manche Medikamente tragen oft dazu bei; medizinische Ursachen sind unter anderem Eisenmangel oder Blutarmut, ein niedriger Vitamin-B12- oder Vitamin-D-Spiegel, eine Schilddrüsenunterfunktion, Blutzuckerprobleme, Depression und Schlafapnoe.",
    insights: [
      "Ärzte beginnen meist mit Fragen zu Schlaf, Stimmung, Ernährung und Medikamenten, dann folgt ein Basis-Bluttest: Blutbild, Ferritin, Schilddrüse, Blutzucker oder HbA1c und oft B12 und Vitamin D.",
      "Regelmäßige Bewegung verbessert bei den meisten Menschen die Energie, auch wenn sich das bei Müdigkeit widersinnig anfühlt.",
      "Müdigkeit, die länger als einige Wochen anhält oder mit Gewichtsverlust, Fieber, Nachtschweiß oder Atemnot einhergeht, muss ärztlich abgeklärt werden.",
    ],
    steps: [
      [
        "Den Arzt um eine Abklärung der Müdigkeit bitten",
        "Ein Gespräch und ein Basis-Bluttest schließen die häufigen medizinischen Ursachen aus.",
      ],
      [
        "Zuerst auf den Schlaf schauen",
        "Schlafdauer und Regelmäßigkeit zwei Wochen lang zu verfolgen, zeigt oft den größten Hebel.",
      ],
      [
        "Sich jeden Tag ein wenig bewegen",
        "Kurze tägliche Spaziergänge oder leichtes Training heben bei den meisten die Energie; steigern Sie langsam.",
      ],
    ],
  },
  cognition: {
    title: "Gedächtnis, Konzentration und Gehirngesundheit",
    summary:
      "Eine gewisse Verlangsamung von Gedächtnis und Denktempo gehört zum normalen Altern, und gelegentliche Vergesslichkeit ist in jedem Alter häufig, besonders bei Stress, schlechtem Schlaf oder Multitasking. Dem Gehirn hilft, was dem Herzen hilft: Bewegung, guter Schlaf, gesunde Ernährung, soziale und geistige Aktivität sowie die Behandlung von Bluthochdruck, Diabetes und Schwerhörigkeit. Gedächtnisprobleme, die zunehmen oder den Alltag beeinträchtigen, sollten ärztlich abgeklärt werden.",
    insights: [
      "Behandelbare Ursachen schlechten Gedächtnisses und schlechter Konzentration sind etwa ein niedriger Vitamin-B12-Spiegel, Schilddrüsenprobleme, Depression, Schlafapnoe und Nebenwirkungen von Medikamenten.",
      "Regelmäßige Ausdauerbewegung gehört zu den am besten belegten Wegen, das Gehirn zu unterstützen; sie verbessert auch Schlaf und Stimmung.",
      "Gehirntraining-Apps machen besser in den geübten Aufgaben, ob sie das Denken im Alltag verbessern, ist aber kaum belegt; Neues lernen und sozial aktiv bleiben sind gute Alternativen.",
    ],
    steps: [
      [
        "Zunehmende Vergesslichkeit abklären lassen",
        "Ihr Hausarzt beurteilt Gedächtnisveränderungen und sucht nach behandelbaren Ursachen.",
      ],
      [
        "Auf Mängel prüfen",
        "Tests auf B12, Vitamin D und Schilddrüse schließen häufige Mitursachen aus; Labore im Verzeichnis bieten sie an.",
      ],
      [
        "Bewegen, schlafen, in Kontakt bleiben",
        "Regelmäßige Bewegung und guter Schlaf unterstützen das Denken; Wearables im Verzeichnis erfassen beides.",
      ],
    ],
  },
  "dementia-risk": {
    title: "Demenzrisiko und Vorbeugung",
    summary:
      "Demenz, meist Alzheimer oder vaskuläre Demenz, wird mit dem Alter häufiger, ist aber keine unausweichliche Folge des Alterns. Internationale Übersichtsarbeiten schätzen, dass ein erheblicher Teil der Fälle mit beeinflussbaren Risikofaktoren zusammenhängt, darunter Bluthochdruck, Diabetes, Rauchen, Bewegungsmangel, Schwerhörigkeit, Depression, soziale Isolation, viel Alkohol, hohes LDL-Cholesterin und unbehandelte Sehschwäche. Gene wie APOE4 erhöhen das Risiko, legen es aber nicht fest.",
    insights: [
      "Was das Herz schützt, schützt auch das Gehirn: Blutdruck, Blutzucker und Cholesterin gut einzustellen, zählt ab der Lebensmitte.",
      "Neue Alzheimer-Medikamente sind in manchen Ländern für ausgewählte Patienten im frühen Stadium zugelassen; sie erfordern eine fachärztliche Abklärung und haben erhebliche Nebenwirkungen.",
      "Ein APOE4-Gentest ohne Beschwerden wird nicht routinemäßig empfohlen, weil er die Vorbeugung nicht ändert und belasten kann; besprechen Sie ihn vorher mit Arzt oder genetischer Beratung.",
    ],
    steps: [
      [
        "Sorgen mit dem Arzt besprechen",
        "Hausarzt oder Neurologe beurteilen Gedächtnisveränderungen und Ihre persönlichen Risikofaktoren.",
      ],
      [
        "Gefäßrisikofaktoren behandeln",
        "Lassen Sie Blutdruck, Blutzucker und Blutfette prüfen; Kliniken im Verzeichnis bieten Herz-Kreislauf-Check-ups an.",
      ],
      [
        "Das Gehör testen lassen",
        "Schwerhörigkeit gehört zu den größten beeinflussbaren Risikofaktoren; ein Hörakustiker kann sie testen.",
      ],
    ],
  },
  mood: {
    title: "Stimmung und Depression",
    summary:
      "Jeder hat schlechte Tage, doch eine Depression ist mehr als Traurigkeit: eine anhaltend gedrückte Stimmung oder Interessenverlust über zwei Wochen oder länger, oft mit schlechtem Schlaf, Müdigkeit, verändertem Appetit, Konzentrationsproblemen oder Gefühlen der Wertlosigkeit. Sie ist häufig, behandelbar und kein Zeichen von Schwäche. Körperliche Ursachen wie Schilddrüsenprobleme, niedriges Vitamin D oder B12 und manche Medikamente können beitragen und lohnen eine Prüfung.",
    insights: [
      "Psychotherapie wie die kognitive Verhaltenstherapie und bei Bedarf Medikamente sind wirksame Behandlungen; ein Arzt hilft, die passende Option zu finden.",
      "Regelmäßige Bewegung verbessert in Studien leichte bis mittelschwere Depressionen und unterstützt andere Behandlungen.",
      "Wenn Sie daran denken, sich das Leben zu nehmen oder sich zu verletzen, wenden Sie sich jetzt an den Notruf oder eine Krisenhotline.",
    ],
    steps: [
      [
        "Mit einer Fachkraft sprechen",
        "Hausarzt, Psychologin oder Psychotherapeut beurteilen Ihre Stimmung und besprechen eine Behandlung.",
      ],
      [
        "Körperliche Ursachen ausschließen",
        "Ihr Hausarzt prüft Schilddrüse, Vitaminwerte und Medikamente; Labore im Verzeichnis bieten diese Tests an.",
      ],
      [
        "Stützende Routinen aufbauen",
        "Regelmäßiger Schlaf, Tageslicht, Bewegung und Kontakt zu anderen helfen; Apps für psychische Gesundheit im Verzeichnis unterstützen Sie.",
      ],
    ],
  },
  anxiety: {
    title: "Angst und Panik",
    summary:
      "Angst ist eine normale Reaktion auf Bedrohung. Sind die Sorgen aber ständig, schwer zu kontrollieren oder unverhältnismäßig, oder treten Panikattacken auf, kann daraus eine Angststörung werden. Angststörungen gehören zu den häufigsten psychischen Erkrankungen und sprechen gut auf Behandlung an. Körperliche Zeichen wie Herzrasen, Atemnot und Schwindel sind typisch für Panik, doch Brustschmerzen oder Atemnot sollte ein Arzt abklären, besonders beim ersten Mal.",
    insights: [
      "Die kognitive Verhaltenstherapie ist die am besten belegte Behandlung; auch manche Medikamente helfen, ein Arzt erklärt die Möglichkeiten.",
      "Koffein, Alkohol, schlechter Schlaf und manche Medikamente oder Schilddrüsenprobleme können Angst verstärken.",
      "Langsames Atmen, regelmäßige Bewegung und Achtsamkeit lindern Beschwerden und ergänzen eine Therapie.",
    ],
    steps: [
      [
        "Mit einer Fachkraft sprechen",
        "Hausarzt, Psychologin oder Psychotherapeut beurteilen die Angst und besprechen Therapie und andere Behandlungen.",
      ],
      [
        "Körperliche Einflüsse prüfen",
        "Ihr Hausarzt sieht sich Schilddrüse, Medikamente und Koffeinkonsum an; Labore im Verzeichnis testen die Schilddrüse.",
      ],
      [
        "Beruhigende Techniken üben",
        "Atem- und Achtsamkeits-Apps im Verzeichnis helfen, eine tägliche Gewohnheit aufzubauen.",
      ],
    ],
  },
  meditation: {
    title: "Meditation, Achtsamkeit und Atemübungen",
    summary:
      "Meditation und Achtsamkeit trainieren Aufmerksamkeit und Wahrnehmung; Atemübungen verlangsamen den Atem und beruhigen das Nervensystem. Übersichtsarbeiten zu strukturierten Programmen wie der achtsamkeitsbasierten Stressreduktion zeigen mäßige Vorteile bei Stress, Angst und gedrückter Stimmung, und die achtsamkeitsbasierte kognitive Therapie beugt Rückfällen einer Depression vor. Die Wirkung auf körperliche Werte wie den Blutdruck ist kleiner. Regelmäßiges kurzes Üben wirkt meist besser als gelegentliche lange Einheiten.",
    insights: [
      "Angeleitete Kurse und Apps erleichtern den Einstieg; Beständigkeit zählt mehr als die Methode.",
      "Bei manchen Menschen, besonders mit Traumata oder schweren psychischen Erkrankungen, kann intensive Meditation Belastendes hervorrufen; üben Sie mit Anleitung.",
      "Manche Atemtechniken mit Hyperventilation oder Luftanhalten sind im Wasser, beim Autofahren oder bei bestimmten Herz- oder Lungenerkrankungen nicht sicher.",
    ],
    steps: [
      [
        "Mit einem angeleiteten Programm beginnen",
        "Meditations- und Achtsamkeits-Apps im Verzeichnis bieten kurze tägliche Einheiten.",
      ],
      [
        "Bei psychischer Erkrankung Unterstützung holen",
        "Hausarzt, Psychologin oder Psychotherapeut beraten, wie Sie neben einer Behandlung sicher üben.",
      ],
      [
        "Atmen mit Biofeedback ausprobieren",
        "Wearables im Verzeichnis, die die HRV messen, zeigen, wie langsames Atmen auf Sie wirkt.",
      ],
    ],
  },
};
