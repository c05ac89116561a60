import "server-only";
import type { TopicTexts } from "../types";
import type { MetabolicId } from "./topics";

export const de: TopicTexts<MetabolicId> = {
  "blood-glucose": {
    title: "Blutzucker und Insulin",
    summary:
      "Der Blutzucker (Glukose) ist der wichtigste Brennstoff Ihrer Zellen, und Insulin ist das Hormon, das ihn in die Zellen schleust. Der Nüchternblutzucker zeigt Ihren Wert nach einer Nacht ohne Essen, das Nüchterninsulin, wie viel Arbeit Ihr Körper dafür leisten muss. Eine Insulinresistenz – immer mehr Insulin für dieselbe Wirkung – kann sich Jahre vor einem Anstieg des Zuckers entwickeln und ist mit Typ-2-Diabetes, Fettleber und Herzkrankheiten verbunden.",
    insights: [
      "Der Nüchternblutzucker allein kann normal aussehen, während das Insulin schon hoch ist; manche Präventivmediziner schauen deshalb auch auf Nüchterninsulin oder HOMA-IR, deren Referenzbereiche sich zwischen Laboren unterscheiden.",
      "Nach dem Essen steigt der Blutzucker ganz natürlich; entscheidend sind Höhe und Dauer des Anstiegs und der Durchschnitt, nicht einzelne Messwerte.",
      "Muskeln sind der größte Glukosespeicher des Körpers: Krafttraining, ein kurzer Spaziergang nach dem Essen, genug Schlaf und Stressabbau verbessern die Insulinempfindlichkeit.",
      "Kontinuierliche Glukosesensoren werden zunehmend auch ohne Diabetes genutzt; auch gesunde Menschen haben Spitzen, deshalb deutet man die Werte am besten mit einer Fachkraft.",
    ],
    steps: [
      [
        "Nüchternwerte bestimmen lassen",
        "Fragen Sie nach Nüchternblutzucker, HbA1c und bei Bedarf Nüchterninsulin und besprechen Sie die Werte mit Ihrem Arzt.",
      ],
      [
        "Ihren Tagesverlauf sehen",
        "Ein Glukosesensor, ein paar Wochen getragen, zeigt, wie Mahlzeiten, Schlaf und Bewegung auf Sie wirken.",
      ],
      [
        "Blutzuckerfreundliche Gewohnheiten aufbauen",
        "Eine Ernährungsfachkraft hilft bei Zusammensetzung, Ballaststoffen und Zeitpunkt der Mahlzeiten, passend zu Ihnen.",
      ],
    ],
  },
  hba1c: {
    title: "HbA1c",
    summary:
      "Der HbA1c-Wert zeigt den Anteil des roten Blutfarbstoffs (Hämoglobin), an den Zucker gebunden ist. Da rote Blutkörperchen etwa drei Monate leben, spiegelt er den durchschnittlichen Blutzucker der letzten zwei bis drei Monate wider und nicht einen einzelnen Moment. Ärzte nutzen ihn zusammen mit dem Nüchternblutzucker, um Prädiabetes und Diabetes zu erkennen und zu überwachen.",
    insights: [
      "Bei Blutarmut, Eisenmangel, manchen Hämoglobin-Varianten, Nierenerkrankungen oder nach Blutverlust kann der HbA1c falsch hoch oder niedrig sein; Ärzte bestätigen ihn dann mit Glukosemessungen.",
      "Er mittelt Höhen und Tiefen: Zwei Menschen mit gleichem HbA1c können sehr unterschiedliche Tagesschwankungen haben, die ein Glukosesensor sichtbar macht.",
      "Regelmäßige Bewegung (besonders nach dem Essen), besserer Schlaf, der Abbau von Übergewicht und eine Ernährung mit ballaststoffreichen, naturbelassenen Lebensmitteln verbessern ihn über Monate.",
    ],
    steps: [
      [
        "Den HbA1c mit einem Arzt besprechen",
        "Fragen Sie, was Ihr Wert für Sie bedeutet und ob Nüchternblutzucker oder weitere Tests folgen sollten.",
      ],
      [
        "In sinnvollen Abständen nachmessen",
        "Da der HbA1c etwa drei Monate abbildet, bringen häufigere Tests wenig; Ihr Arzt kann ein Intervall vorschlagen.",
      ],
      [
        "Den Tagesverlauf verstehen",
        "Ein Glukosesensor, einige Wochen mit fachlicher Begleitung genutzt, zeigt, wie Mahlzeiten, Schlaf und Bewegung auf Sie wirken.",
      ],
    ],
  },
  "uric-acid": {
    title: "Harnsäure",
    summary:
      "Harnsäure ist ein Abbauprodukt der Purine, die in den eigenen Zellen und in Lebensmitteln wie rotem Fleisch, Innereien, manchen Meeresfrüchten, Bier und süßen Getränken vorkommen. Die Nieren scheiden den größten Teil aus. Bleibt der Wert hoch, können sich Harnsäurekristalle in Gelenken ablagern und Gicht auslösen; hohe Werte gehen zudem mit Nierensteinen, Bluthochdruck und metabolischem Syndrom einher.",
    insights: [
      "Viele Menschen mit erhöhter Harnsäure bekommen nie Gicht; ob eine Behandlung nötig ist, hängt von Beschwerden und Begleiterkrankungen ab, die Ihr Arzt abwägt.",
      "Alkohol (besonders Bier), fruktosereiche Getränke, Übergewicht und manche Entwässerungsmittel tragen häufig dazu bei.",
      "Ein plötzlich heißes, geschwollenes und sehr schmerzhaftes Gelenk sollte rasch ärztlich untersucht werden.",
    ],
    steps: [
      [
        "Den Wert mit Ihrem Arzt besprechen",
        "Vor allem, wenn Sie Gelenkschmerzen, Nierensteine oder Bluthochdruck hatten.",
      ],
      ["Harnsäure mit der Nierenfunktion testen", "Beide Werte werden oft gemeinsam beurteilt."],
      [
        "Getränke und Ernährung überprüfen",
        "Eine Ernährungsberaterin hilft Ihnen, Bier, Süßgetränke und purinreiche Lebensmittel ausgewogen zu reduzieren.",
      ],
    ],
  },
  "insulin-resistance": {
    title: "Insulinresistenz und Stoffwechselgesundheit",
    summary:
      "Insulinresistenz bedeutet, dass die Körperzellen schwächer auf Insulin reagieren, sodass die Bauchspeicheldrüse mehr davon bilden muss, um den Blutzucker normal zu halten. Sie entwickelt sich oft unbemerkt über Jahre, begünstigt durch Bewegungsmangel, Bauchfett, schlechten Schlaf und Veranlagung, und kann lange vor einem Anstieg von Blutzucker oder HbA1c bestehen. Sie hängt eng mit Prädiabetes, Typ-2-Diabetes, Fettleber, hohen Triglyzeriden und Herzkrankheiten zusammen und bessert sich meist durch veränderte Alltagsgewohnheiten.",
    insights: [
      "Den einen perfekten Test gibt es nicht: Ärzte kombinieren Nüchternblutzucker, HbA1c, Triglyzeride, HDL und Taillenumfang; manche ergänzen Nüchterninsulin oder HOMA-IR, deren Referenzbereiche je nach Labor abweichen.",
      "Muskeln nehmen nach einer Mahlzeit den größten Teil der Glukose auf; Krafttraining und regelmäßige Bewegung, schon ein kurzer Spaziergang nach dem Essen, gehören daher zu den wirksamsten Hebeln.",
      "Schon eine mäßige Gewichtsabnahme bei Übergewicht, ausreichend Schlaf, mehr Ballaststoffe und weniger raffinierte Kohlenhydrate verbessern die Insulinempfindlichkeit.",
    ],
    steps: [
      [
        "Stoffwechselwerte bestimmen lassen",
        "Nüchternblutzucker, HbA1c und Blutfette, bei Bedarf mit Nüchterninsulin, geben Ihrem Arzt ein vollständigeres Bild; Labore im Verzeichnis bieten sie an.",
      ],
      [
        "Muskeln aufbauen und nach dem Essen bewegen",
        "Zwei bis drei Krafteinheiten pro Woche und kurze Spaziergänge nach den Mahlzeiten helfen Ihren Muskeln, Glukose zu verwerten.",
      ],
      [
        "Für einen ruhigeren Blutzucker essen",
        "Eine Ernährungsfachkraft hilft Ihnen, Mahlzeiten rund um Gemüse, Eiweiß, Ballaststoffe und naturbelassene Lebensmittel aufzubauen.",
      ],
    ],
  },
  "glp1-medicines": {
    title: "GLP-1-Medikamente (Semaglutid, Tirzepatid)",
    summary:
      "GLP-1-Medikamente wie Semaglutid (Ozempic, Wegovy) und Tirzepatid (Mounjaro) ahmen Darmhormone nach, die Appetit und Blutzucker regulieren. Sie sind verschreibungspflichtig und für Typ-2-Diabetes sowie in manchen Ländern für Adipositas zugelassen. Studien zeigen eine deutliche Gewichtsabnahme und bei manchen Menschen weniger Herzinfarkte und Schlaganfälle. Sie haben Nebenwirkungen, vor allem im Verdauungstrakt, und nach dem Absetzen kehrt das Gewicht oft zurück. Ob eines für Sie passt, ist eine ärztliche Entscheidung.",
    insights: [
      "Ärzte verschreiben sie abhängig von BMI, Begleiterkrankungen und Vorgeschichte; nicht für alle sind sie geeignet, etwa in der Schwangerschaft oder bei bestimmten Schilddrüsen- oder Bauchspeicheldrüsenerkrankungen.",
      "Schnelles Abnehmen kostet auch Muskeln; ausreichend Eiweiß und Krafttraining sind während der Behandlung deshalb wichtig.",
      "Ohne Rezept im Internet verkaufte Präparate können gefälscht oder verunreinigt sein; europäische Behörden haben wiederholt davor gewarnt.",
      "Ihre Wirkung auf Herz, Nieren, Leber und Sucht wird intensiv erforscht, Langzeitdaten über einige Jahre hinaus sind aber noch begrenzt.",
    ],
    steps: [
      [
        "Klären, ob es zu Ihnen passt",
        "Ein Hausarzt oder Adipositas-Spezialist wägt Nutzen und Risiken für Ihre Gesundheit ab und erklärt die Alternativen.",
      ],
      [
        "Nur auf Rezept verwenden",
        "Beziehen Sie sie mit Rezept aus der Apotheke und fragen Sie dort nach Nebenwirkungen und Wechselwirkungen.",
      ],
      [
        "Muskeln und Nährstoffversorgung schützen",
        "Eine Ernährungsfachkraft hilft Ihnen, genug Eiweiß und Nährstoffe aufzunehmen, während der Appetit geringer ist.",
      ],
    ],
  },
  "weight-management": {
    title: "Gewicht und Körperfett",
    summary:
      "Zu viel Körperfett, besonders am Bauch, erhöht das Risiko für Typ-2-Diabetes, Bluthochdruck, Herzkrankheiten, Fettleber, Gelenkprobleme und einige Krebsarten. Das Körpergewicht wird von Genen, Schlaf, Stress, Medikamenten und Umfeld ebenso geprägt wie von Essen und Bewegung – es ist also keine reine Frage der Willenskraft. Schon eine mäßige, dauerhafte Abnahme von Übergewicht verbessert Blutdruck, Blutzucker und Blutfette.",
    insights: [
      "Taillenumfang und Körperzusammensetzung sagen mehr über das Gesundheitsrisiko aus als Gewicht oder BMI allein, die Muskeln nicht von Fett unterscheiden.",
      "Eine Ernährung, die Sie durchhalten, wirkt langfristig besser als strenge Diäten; Eiweiß, Ballaststoffe und weniger stark verarbeitete Lebensmittel sorgen für Sättigung.",
      "Krafttraining erhält beim Abnehmen die Muskeln, und guter Schlaf macht den Appetit leichter steuerbar.",
      "Für manche Menschen sind Medikamente oder eine Operation sinnvolle Optionen; darüber entscheiden Sie mit einem Arzt.",
    ],
    steps: [
      [
        "Das Gesamtbild prüfen",
        "Ein Hausarzt oder Adipositas-Spezialist betrachtet Blutdruck, Blutzucker, Blutfette und mögliche Ursachen wie Medikamente oder Hormone.",
      ],
      [
        "Mahlzeiten planen, die Sie beibehalten können",
        "Eine Ernährungsfachkraft hilft Ihnen, statt einer kurzen Diät eine Ernährungsweise zu finden, die zu Ihrem Leben passt.",
      ],
      [
        "Gewohnheiten verfolgen, nicht nur die Waage",
        "Apps im Verzeichnis helfen, Mahlzeiten, Bewegung und Schlaf festzuhalten – diese ändern sich oft, bevor das Gewicht es tut.",
      ],
    ],
  },
  cgm: {
    title: "Kontinuierliche Glukosemessung (CGM)",
    summary:
      "Ein kontinuierlicher Glukosesensor ist ein kleiner Sensor am Oberarm oder Bauch, der bis zu zwei Wochen lang alle paar Minuten den Zucker in der Gewebeflüssigkeit unter der Haut misst. Für Menschen mit Diabetes ist er ein etabliertes medizinisches Hilfsmittel. Menschen ohne Diabetes nutzen zunehmend frei verkäufliche Sensoren, um zu sehen, wie Mahlzeiten, Schlaf, Stress und Sport auf sie wirken; ob ihnen das gesundheitlich nützt, ist bislang kaum belegt.",
    insights: [
      "Auch bei Gesunden steigt die Glukose nach dem Essen; eine einzelne Spitze ist normal, und Muster über mehrere Tage sagen mehr als ein einzelner Wert.",
      "Sensoren messen die Gewebeflüssigkeit mit kurzer Verzögerung und sind bei schnellen Änderungen ungenauer; sie ersetzen keine diagnostischen Bluttests.",
      "CGM-Daten können manche Menschen beim Essen verunsichern; wer die Werte mit einer Ernährungsfachkraft bespricht, behält die Gesamtgewohnheiten im Blick.",
    ],
    steps: [
      [
        "Einen Sensor mit Begleitung ausprobieren",
        "Wenn Sie Ihre Muster interessieren, tragen Sie ein bis zwei Wochen lang einen; mehrere Sensoren und Apps finden Sie im Verzeichnis.",
      ],
      [
        "Die Muster mit einer Fachkraft deuten",
        "Eine Ernährungsfachkraft hilft Ihnen, aus den Kurven praktische Änderungen abzuleiten, ohne unnötig zu verzichten.",
      ],
      [
        "Bei hohen Werten den HbA1c prüfen",
        "Häufig hohe Werte oder hohe Nüchternwerte sollte Ihr Arzt mit Bluttests bestätigen.",
      ],
    ],
  },
  fasting: {
    title: "Intervallfasten und zeitbegrenztes Essen",
    summary:
      "Zum Intervallfasten gehören das Essen in einem täglichen Zeitfenster wie 16:8, Fastentage in der Woche sowie längeres Fasten oder Scheinfasten. In Studien hilft es beim Abnehmen und beim Blutzucker ungefähr so gut wie eine gewöhnliche Kalorienreduktion; der Hauptvorteil könnte also sein, dass es manchen Menschen leichter fällt. Die Behauptung, es verlängere das menschliche Leben, stützt sich vor allem auf Tierversuche.",
    insights: [
      "Was und wie viel Sie im Essfenster essen, zählt weiterhin; hochwertige Lebensmittel und genug Eiweiß schützen die Muskeln.",
      "Fasten ist nicht für alle geeignet: Menschen mit Diabetes-Medikamenten, Schwangere und Stillende, Menschen mit Essstörungen in der Vorgeschichte und Untergewichtige sollten vorher ärztlichen Rat einholen.",
      "Längeres Fasten über mehrere Tage erfolgt am besten unter ärztlicher Aufsicht, wie sie manche Kliniken im Verzeichnis anbieten.",
    ],
    steps: [
      [
        "Klären, ob es für Sie sicher ist",
        "Sprechen Sie zuerst mit Ihrem Hausarzt, wenn Sie Medikamente nehmen, besonders gegen Diabetes oder Bluthochdruck, oder andere Erkrankungen haben.",
      ],
      [
        "Auf die Qualität des Essens achten",
        "Eine Ernährungsfachkraft hilft Ihnen, Mahlzeiten so zu planen, dass Sie auch im kürzeren Essfenster gut versorgt sind.",
      ],
      [
        "Längeres Fasten nur begleitet",
        "Wenn Sie mehrtägiges Fasten erwägen, wählen Sie ein ärztlich betreutes Programm.",
      ],
    ],
  },
  "healthy-diet": {
    title: "Gesunde Ernährung für ein langes Leben",
    summary:
      "Die Ernährungsweisen, die am beständigsten mit einem längeren, gesünderen Leben verbunden sind, etwa die Mittelmeerküche, haben denselben Kern: viel Gemüse, Obst, Hülsenfrüchte, Vollkorn, Nüsse und Olivenöl, Fisch sowie weniger rotes und verarbeitetes Fleisch, Süßgetränke und stark verarbeitete Lebensmittel. Kein einzelnes Superfood und keine strenge Diät hat sich langfristig als besser erwiesen. Auch kohlenhydratarme, vegetarische und andere Ernährungsformen können gesund sein, wenn sie auf naturbelassenen Lebensmitteln beruhen.",
    insights: [
      "Große Studien verbinden mehr Ballaststoffe, Hülsenfrüchte und Vollkorn mit weniger Herzkrankheiten, Typ-2-Diabetes und Darmkrebs.",
      "Ausreichend Eiweiß wird mit dem Alter wichtiger, um die Muskeln zu erhalten; der Bedarf hängt von Körpergröße, Aktivität und Gesundheit ab.",
      "Ketogene und sehr kohlenhydratarme Ernährung kann manchen beim Gewicht oder Blutzucker helfen, erhöht aber bei einigen das LDL-Cholesterin und ist schwer durchzuhalten; lassen Sie dann Ihre Blutfette prüfen.",
      "Die beste Ernährung ist die, die Sie beibehalten können: Kleine, dauerhafte Änderungen schlagen meist kurze, strenge Pläne.",
    ],
    steps: [
      [
        "Persönliche Ernährungsberatung nutzen",
        "Eine Ernährungsfachkraft passt eine gesunde Ernährungsweise an Ihren Geschmack, Ihre Kultur, Ihr Budget und Ihre Gesundheit an.",
      ],
      [
        "Ernährung und Erkrankungen mit dem Arzt besprechen",
        "Bei Diabetes, Nierenerkrankungen oder Medikamenten brauchen manche Umstellungen ärztliche Begleitung.",
      ],
      [
        "Die gesunde Wahl erleichtern",
        "Bioläden, Kochboxen und Marken für naturbelassene Lebensmittel im Verzeichnis helfen, gutes Essen griffbereit zu haben.",
      ],
    ],
  },
  metformin: {
    title: "Metformin und Langlebigkeit",
    summary:
      "Metformin ist ein seit Langem bewährtes, günstiges verschreibungspflichtiges Medikament gegen Typ-2-Diabetes. Beobachtungsstudien und Tierversuche haben die Frage aufgeworfen, ob es auch bei Menschen ohne Diabetes das Altern bremst; eine große Studie (TAME) soll das prüfen. Bisher ist nicht belegt, dass es bei Menschen ohne Diabetes Leben oder Gesundheit verlängert, und manche Studien deuten an, dass es die Trainingseffekte von Sport abschwächen kann. Zur Lebensverlängerung wird es nicht empfohlen.",
    insights: [
      "Sein Nutzen bei Diabetes ist gut belegt; die Frage nach der Langlebigkeit ist davon getrennt und weiterhin offen.",
      "Zu den Nebenwirkungen gehören Verdauungsbeschwerden und über Jahre ein sinkender Vitamin-B12-Spiegel; zudem spielen Nierenfunktion und Kontrastmittel eine Rolle, weshalb es ärztlich überwacht werden muss.",
      "Forschende sehen darin ein Beispiel, wie schwer sich Anti-Aging-Effekte beweisen lassen: Dafür braucht es große, lange Studien mit gesunden Menschen.",
    ],
    steps: [
      [
        "Nach der Studienlage fragen, nicht nach einem Rezept",
        "Ein Hausarzt oder Diabetologe erklärt, was bekannt ist und ob Metformin für Sie medizinisch eine Rolle spielt.",
      ],
      [
        "Verschreibungspflichtige Medikamente nie auf eigene Faust",
        "Medikamente ohne Rezept zu kaufen birgt Nebenwirkungen, Wechselwirkungen und Fälschungen; sprechen Sie mit Arzt oder Apotheke.",
      ],
      [
        "Die eigenen Stoffwechselwerte kennen",
        "HbA1c, Nüchternblutzucker und Nüchterninsulin zeigen, wo Sie tatsächlich stehen; Labore im Verzeichnis testen sie.",
      ],
    ],
  },
  rapamycin: {
    title: "Rapamycin und Langlebigkeit",
    summary:
      "Rapamycin (Sirolimus) ist ein verschreibungspflichtiges Medikament, das das Immunsystem unterdrückt; es wird nach Organtransplantationen und bei einigen seltenen Krankheiten eingesetzt. Es hemmt mTOR, einen zentralen Wachstumssignalweg, und verlängert bei Mäusen und anderen Tieren das Leben, was es zu einem Schwerpunkt der Alternsforschung gemacht hat. Bei gesunden Menschen gibt es nur kleine, kurze Studien, die Nebenwirkungen können ernst sein, und als Langlebigkeitsbehandlung ist es weder zugelassen noch empfohlen.",
    insights: [
      "Ergebnisse aus Tierversuchen lassen sich nicht einfach auf Menschen übertragen; Dosierung, Einnahmeschema und Langzeitsicherheit bei Gesunden sind unbekannt.",
      "Mögliche Nebenwirkungen sind Mundgeschwüre, Infektionen, höhere Blutfette und Blutzuckerwerte sowie eine langsamere Wundheilung.",
      "Manche Longevity-Kliniken sprechen darüber; ein sorgfältiger Arzt benennt die Unsicherheit klar und stellt es nicht als bewiesen dar.",
    ],
    steps: [
      [
        "Die Studienlage mit einem Arzt besprechen",
        "Ein Longevity- oder Präventivmediziner kann erklären, was Studien zeigen und was nicht.",
      ],
      [
        "Keine Selbstversuche",
        "Medikamente, die auf das Immunsystem wirken, brauchen ein Rezept und Kontrollen; kaufen Sie sie nie im Internet.",
      ],
      [
        "Sich auf Bewiesenes konzentrieren",
        "Bewegung, Schlaf, Blutdruck, Blutfette und Rauchverzicht sind weit besser belegt; Tests im Verzeichnis helfen, sie zu verfolgen.",
      ],
    ],
  },
};
