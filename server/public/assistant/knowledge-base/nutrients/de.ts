import "server-only";
import type { TopicTexts } from "../types";
import type { NutrientId } from "./topics";

export const de: TopicTexts<NutrientId> = {
  "vitamin-d": {
    title: "Vitamin D",
    summary:
      "Vitamin D hilft dem Körper, Kalzium aufzunehmen, und unterstützt Knochen, Muskeln und Immunsystem. Die Haut bildet es mit Sonnenlicht; deshalb sinken die Werte im Winter in Nord- und Mitteleuropa oft ab, ebenso bei Menschen, die wenig draußen sind, ihre Haut bedecken oder eine dunklere Haut haben. Der Bluttest misst 25-Hydroxyvitamin D, die Speicherform im Körper.",
    insights: [
      "Labore und Länder nutzen leicht unterschiedliche Grenzwerte für Mangel und ausreichende Versorgung; vergleichen Sie Ihren Wert mit dem Referenzbereich auf dem Befund und besprechen Sie ihn mit Ihrem Arzt.",
      "Mehr ist nicht immer besser: Vitamin D ist fettlöslich, und zu viel aus Präparaten kann den Kalziumspiegel gefährlich erhöhen.",
      "Ein Test im Spätwinter zeigt Ihren Tiefstwert im Jahr, ein Test im Spätsommer Ihren besten Wert.",
    ],
    steps: [
      [
        "Erst testen, dann ergänzen",
        "Ein Bluttest, auch als Fingerstich-Set für zu Hause, zeigt, ob Sie überhaupt etwas brauchen.",
      ],
      [
        "Form und Menge mit einer Fachkraft abstimmen",
        "Ist Ihr Wert niedrig, fragen Sie Ihren Arzt oder Apotheker, was zu Ihnen passt und wann Sie nachtesten sollten.",
      ],
      [
        "Sicher Tageslicht tanken",
        "Zeit im Freien hilft in den wärmeren Monaten; beachten Sie die örtlichen Empfehlungen zum Sonnenschutz.",
      ],
    ],
  },
  "vitamin-b12": {
    title: "Vitamin B12",
    summary:
      "Vitamin B12 wird für die Bildung roter Blutkörperchen, der Erbsubstanz und der Myelinschicht gebraucht, die die Nerven isoliert. Es steckt fast nur in tierischen Lebensmitteln; Menschen mit veganer Ernährung, ältere Menschen und wer bestimmte Medikamente lange nimmt, etwa Metformin oder Magensäureblocker, haben daher eher zu wenig. Ein Mangel kann sich über Jahre langsam entwickeln und Müdigkeit, Kribbeln oder Gedächtnisprobleme verursachen.",
    insights: [
      "Ein B12-Wert im unteren Normbereich schließt einen Mangel nicht aus; Ärzte ergänzen dann oft Holotranscobalamin (aktives B12) oder Methylmalonsäure.",
      "Folsäure und B12 arbeiten zusammen und werden deshalb meist gemeinsam und mit einem Blutbild bestimmt.",
      "Menschen mit veganer Ernährung wird in der Regel geraten, angereicherte Lebensmittel oder ein Präparat zu nutzen; fragen Sie eine Fachkraft, was zu Ihnen passt.",
    ],
    steps: [
      ["Einen B12-Test anfragen", "Am besten zusammen mit Folsäure und einem großen Blutbild."],
      [
        "Ernährung und Medikamente prüfen",
        "Eine Ernährungsfachkraft oder Apotheke kann prüfen, ob Ihre Ernährung oder Dauermedikamente das B12 beeinflussen.",
      ],
      [
        "Über eine Ergänzung sprechen",
        "Ist Ihr Wert niedrig, berät Ihr Arzt über die passende Form und Verabreichung.",
      ],
    ],
  },
  folate: {
    title: "Folsäure (Folat)",
    summary:
      "Folat (Vitamin B9) wird für die Zellteilung und die Bildung von Erbsubstanz und roten Blutkörperchen gebraucht. Besonders wichtig ist es vor und in der frühen Schwangerschaft, wenn eine gute Versorgung das Risiko von Neuralrohrdefekten beim Kind senkt. Blattgemüse, Hülsenfrüchte und Vollkorn sind gute Quellen.",
    insights: [
      "Folat und Vitamin B12 werden zusammen beurteilt: Folsäure kann die Blutbildzeichen eines B12-Mangels verdecken, während Nervenschäden fortschreiten.",
      "Niedrige Folat-, B12- oder B6-Werte können jeweils das Homocystein erhöhen.",
      "MTHFR-Genvarianten sind weit verbreitet; die meisten Fachgesellschaften raten vom Test ab, weil das Ergebnis selten etwas am Vorgehen ändert.",
      "Wer eine Schwangerschaft plant, sollte frühzeitig vor der Empfängnis mit Arzt oder Hebamme über Folsäure sprechen.",
    ],
    steps: [
      ["Folat zusammen mit B12 testen", "Beide Werte werden gemeinsam beurteilt, oft mit einem Blutbild."],
      [
        "Schwangerschaft geplant? Mit dem Arzt sprechen",
        "Fragen Sie vor der Empfängnis nach Folsäure; Arzt oder Hebamme beraten Sie, was passt.",
      ],
      [
        "Mehr Blattgemüse und Hülsenfrüchte essen",
        "Eine Ernährungsfachkraft prüft Ihre Versorgung und schlägt einfache Änderungen vor.",
      ],
    ],
  },
  "iron-ferritin": {
    title: "Ferritin und Eisen",
    summary:
      "Eisen transportiert im Hämoglobin den Sauerstoff, und Ferritin ist das Eiweiß, das Eisen speichert; der Ferritinwert ist das gängigste Maß für die Eisenreserven. Ein niedriges Ferritin kann Müdigkeit, Atemnot, Haarausfall und eine geringere Leistungsfähigkeit verursachen, noch bevor eine Blutarmut entsteht; es ist häufig bei menstruierenden Frauen, Blutspendern, Ausdauersportlern und Menschen, die wenig Fleisch essen. Zu viel Eisen schadet ebenfalls, etwa bei der erblichen Hämochromatose.",
    insights: [
      "Ferritin steigt auch bei Entzündungen, Infekten, Lebererkrankungen und viel Alkohol; ein normaler oder hoher Wert bedeutet daher nicht immer gute Eisenspeicher. Ärzte ergänzen oft CRP und Transferrinsättigung.",
      "Herauszufinden, warum das Eisen niedrig ist, ist so wichtig wie der Ausgleich; bei Männern und nach den Wechseljahren muss ein verborgener Blutverlust aus dem Darm ausgeschlossen werden.",
      "Eisenpräparate sollten nur nach einem Test und mit Beratung genommen werden, weil der Körper überschüssiges Eisen kaum loswird.",
    ],
    steps: [
      [
        "Ferritin mit einem vollständigen Eisenstatus testen",
        "Ferritin, Transferrinsättigung, CRP und Blutbild zusammen ergeben das klarste Bild.",
      ],
      ["Die Ursache mit dem Arzt klären", "Zu wenig oder zu viel Eisen braucht vor jeder Behandlung eine Erklärung."],
      [
        "Eisenreiche Mahlzeiten planen",
        "Eine Ernährungsfachkraft zeigt, wie Sie eisenreiche Lebensmittel mit Vitamin C kombinieren und Tee und Kaffee zeitlich abstimmen.",
      ],
    ],
  },
  "omega-3-index": {
    title: "Omega-3-Index",
    summary:
      "Der Omega-3-Index misst den Anteil der Omega-3-Fettsäuren EPA und DHA in den Membranen Ihrer roten Blutkörperchen und spiegelt Ihre Zufuhr der letzten Monate wider. EPA und DHA stammen vor allem aus fettem Fisch wie Lachs, Makrele, Hering und Sardinen oder aus Algen. Ein höherer Omega-3-Index ging in Beobachtungsstudien mit einem geringeren Herz-Kreislauf-Risiko einher.",
    insights: [
      "Es ist ein Fingerstich-Bluttest, auch als Set für zu Hause; da er Monate abbildet, bringt ein häufigerer Test als alle paar Monate wenig.",
      "Studien zu Omega-3-Präparaten zur Vorbeugung von Herzkrankheiten hatten gemischte Ergebnisse; Lebensmittel sind daher meist der erste Schritt.",
      "Fischöl kann mit Blutverdünnern wechselwirken; fragen Sie vor einem Präparat Ihren Arzt oder Apotheker.",
    ],
    steps: [
      ["Den Omega-3-Index messen", "Ein Fingerstich-Test für zu Hause zeigt Ihren Ausgangswert."],
      [
        "Regelmäßig fetten Fisch essen",
        "Eine Ernährungsfachkraft schlägt Fisch- oder Algenoptionen vor, die zu Ihrer Ernährung passen.",
      ],
      [
        "Vor einem Präparat fragen",
        "Besonders bei Blutverdünnern oder Erkrankungen; Arzt oder Apotheker beraten Sie, was passt.",
      ],
    ],
  },
  creatine: {
    title: "Kreatin",
    summary:
      "Kreatin ist eine Substanz, die der Körper selbst bildet und aus Fleisch und Fisch aufnimmt; die Muskeln nutzen sie für kurze, intensive Belastungen. Als Nahrungsergänzung gehört Kreatin-Monohydrat zu den am besten untersuchten Präparaten: Zusammen mit Krafttraining fördert es verlässlich Muskelkraft und -masse, auch bei älteren Menschen. Die Forschung zu Vorteilen fürs Gehirn, etwa für Gedächtnis oder geistige Ermüdung, ist vielversprechend, aber noch klein und uneinheitlich. Für gesunde Erwachsene gilt es allgemein als sicher.",
    insights: [
      "Kreatin wirkt zusammen mit Training; allein bringt es den Muskeln wenig.",
      "Es kann den Blutwert des Nierenmarkers Kreatinin erhöhen, ohne den Nieren zu schaden; sagen Sie Ihrem Arzt vor einem Nierentest, dass Sie es nehmen.",
      "Menschen mit Nierenerkrankungen, Schwangere und wer regelmäßig Medikamente nimmt, sollten vorher ärztlich nachfragen.",
      "Wählen Sie unabhängig geprüfte Produkte, denn Nahrungsergänzungen werden nicht wie Arzneimittel kontrolliert.",
    ],
    steps: [
      [
        "Klären, ob es zu Ihnen passt",
        "Fragen Sie zuerst Ihren Arzt oder Apotheker, wenn Sie eine Nierenerkrankung oder Diabetes haben oder Medikamente nehmen.",
      ],
      [
        "Mit Krafttraining kombinieren",
        "Ein Trainer oder Sportmediziner hilft Ihnen, ein Training zu planen, das den Nutzen bringt.",
      ],
      [
        "Ein geprüftes Produkt wählen",
        "Achten Sie auf unabhängige Prüfungen; Präparate mit Kreatin finden Sie im Verzeichnis.",
      ],
    ],
  },
  magnesium: {
    title: "Magnesium",
    summary:
      "Magnesium ist ein Mineralstoff, der an Hunderten von Vorgängen beteiligt ist, darunter Muskel- und Nervenfunktion, Energiegewinnung, Blutzuckerregulation und Herzrhythmus. Gute Quellen sind Nüsse, Samen, Hülsenfrüchte, Vollkorn und Blattgemüse. Präparate sind bei Schlafproblemen, Muskelkrämpfen und Stress beliebt, gut belegt ist der Nutzen aber vor allem beim Ausgleich eines Mangels; bei Schlaf und Krämpfen gesunder Menschen sind die Ergebnisse bescheiden oder uneinheitlich.",
    insights: [
      "Bluttests erfassen nur einen kleinen Teil des Magnesiums im Körper; ein normaler Wert schließt eine zu geringe Zufuhr daher nicht ganz aus.",
      "Häufige Gründe für niedriges Magnesium sind manche Entwässerungsmittel und Magensäureblocker, viel Alkohol, Durchfall und schlecht eingestellter Diabetes.",
      "Zu viel Magnesium aus Präparaten verursacht Durchfall und kann bei eingeschränkter Nierenfunktion gefährlich sein; zudem gibt es Wechselwirkungen mit manchen Antibiotika und Osteoporose-Medikamenten.",
    ],
    steps: [
      [
        "Vor der Einnahme fragen",
        "Ihr Arzt oder Apotheker prüft Medikamente und Nierenfunktion und berät zu Form und Menge.",
      ],
      [
        "Bei Verdacht auf Mangel testen",
        "Labore im Verzeichnis bieten Mikronährstoff-Profile an; Ihr Hausarzt deutet das Ergebnis.",
      ],
      [
        "Magnesiumreich essen",
        "Eine Ernährungsfachkraft hilft Ihnen, Nüsse, Samen, Hülsenfrüchte und Vollkorn in Ihre Mahlzeiten einzubauen.",
      ],
    ],
  },
  "vitamin-k2": {
    title: "Vitamin K2",
    summary:
      "Vitamin K hilft bei der Blutgerinnung und aktiviert Eiweiße, die Kalzium in Knochen und Gefäßwänden binden. K1 stammt aus Blattgemüse; K2 (Menachinone wie MK-7) stammt aus fermentierten Lebensmitteln wie Natto und manchen Käsesorten sowie aus tierischen Lebensmitteln. In Präparaten wird K2 oft mit Vitamin D kombiniert. Dass K2 Knochen oder Gefäße verbessert, ist plausibel, Studien zeigen bisher aber kleine oder uneinheitliche Effekte.",
    insights: [
      "Wer Marcumar, Warfarin oder andere Vitamin-K-Antagonisten nimmt, darf Vitamin K nicht ohne ärztliche Rücksprache beginnen, weil es die Wirkung des Medikaments verändert.",
      "Ein echter Vitamin-K-Mangel ist bei gesunden Erwachsenen mit abwechslungsreicher Ernährung selten.",
      "D und K2 zu kombinieren ist in Produkten üblich; dass die Kombination Knochenbrüche oder Herzkrankheiten verhindert, ist aber noch kaum belegt.",
    ],
    steps: [
      [
        "Zuerst die Medikamente prüfen",
        "Fragen Sie vor Vitamin K Ihren Arzt oder Apotheker, besonders wenn Sie Blutverdünner nehmen.",
      ],
      [
        "Vitamin D testen statt raten",
        "Ein Vitamin-D-Test zeigt, ob Sie etwas brauchen; Labore im Verzeichnis bieten ihn an.",
      ],
      [
        "Grünes und Fermentiertes essen",
        "Eine Ernährungsfachkraft schlägt Vitamin-K-Quellen vor, die zu Ihrer Ernährung passen.",
      ],
    ],
  },
  "nad-precursors": {
    title: "NAD+-Vorstufen (NMN, NR)",
    summary:
      "NAD+ ist ein Molekül, das jede Zelle für den Energiestoffwechsel und die Reparatur der Erbsubstanz braucht; in manchen Geweben sinkt sein Spiegel mit dem Alter. Vorstufen wie Nicotinamid-Ribosid (NR) und Nicotinamid-Mononukleotid (NMN) erhöhen NAD+ im Blut, und bei Tieren verbessert mehr NAD+ mehrere Alterungszeichen. In bisherigen Studien am Menschen erscheinen sie kurzfristig sicher, ein klarer Nutzen für Gesundheit, Fitness oder Lebensdauer ist aber nicht belegt.",
    insights: [
      "Einen Blutwert anzuheben ist nicht dasselbe wie ein gesundheitlicher Nutzen; größere und längere Studien am Menschen fehlen noch.",
      "NAD+-Infusionen, die manche Kliniken anbieten, sind noch schlechter belegt und bergen die üblichen Risiken einer Infusion.",
      "Die Regeln unterscheiden sich: In manchen Ländern ist NMN nicht als Nahrungsergänzungsmittel zugelassen, Qualität und Kennzeichnung schwanken daher.",
    ],
    steps: [
      [
        "Vor dem Kauf besprechen",
        "Fragen Sie Ihren Arzt oder Apotheker, ob es mit Ihren Medikamenten oder Erkrankungen wechselwirken könnte.",
      ],
      [
        "Mit einem sorgfältigen Longevity-Arzt sprechen",
        "Ein Longevity-Mediziner erklärt die Studienlage und was sich zu messen lohnt – und was nicht.",
      ],
      [
        "Wenn Sie es probieren: geprüfte Produkte",
        "Präparate mit NR finden Sie im Verzeichnis; achten Sie auf unabhängige Qualitätsprüfungen.",
      ],
    ],
  },
  "longevity-supplements": {
    title: "Nahrungsergänzungen für Langlebigkeit",
    summary:
      "Viele Präparate werden für ein langes Leben verkauft, etwa Urolithin A, Spermidin, Resveratrol, Fisetin, Quercetin und Alpha-Ketoglutarat. Die meisten beruhen auf vielversprechenden Zell- und Tierstudien; Studien am Menschen sind klein und kurz und messen Marker statt eines längeren Lebens. Für keines ist belegt, dass es das Altern beim Menschen bremst. Am besten belegt bleiben Bewegung, Schlaf, Rauchverzicht, gesunde Ernährung und die Behandlung von Blutdruck und Cholesterin.",
    insights: [
      "Resveratrol wurde stark beworben, hat in Studien am Menschen aber enttäuscht – eine gute Erinnerung, dass Tierergebnisse oft nicht übertragbar sind.",
      "Senolytika, die alternde Zellen beseitigen sollen, sind noch experimentell und werden in Studien geprüft; für die Selbstanwendung sind sie nicht gedacht.",
      "Nahrungsergänzungen können mit Medikamenten wechselwirken und schwanken in der Qualität; mehr Produkte bedeuten nicht mehr Nutzen.",
    ],
    steps: [
      [
        "Auf Wechselwirkungen prüfen",
        "Fragen Sie vor jedem neuen Präparat Ihren Arzt oder Apotheker, besonders wenn Sie Medikamente nehmen.",
      ],
      [
        "Nach der Studienlage fragen",
        "Ein Präventiv- oder Longevity-Mediziner trennt gut belegte Maßnahmen von experimentellen.",
      ],
      [
        "Zuerst messen, was zählt",
        "Blutdruck, Blutfette, Blutzucker und Fitness sind belegte Ziele; Labore im Verzeichnis testen sie.",
      ],
    ],
  },
  nootropics: {
    title: "Nootropika und Mittel fürs Gehirn",
    summary:
      "Nootropika sind Substanzen, die Konzentration, Gedächtnis oder geistige Energie verbessern sollen – von Koffein und L-Theanin über Pflanzenextrakte wie Bacopa, Ginkgo und Igelstachelbart bis zu verschreibungspflichtigen Medikamenten. Für gesunde Menschen ist die Studienlage schwach: Die Effekte sind meist klein, kurz oder in guten Studien nicht nachweisbar; am besten belegt ist Koffein für die Wachheit. Verschreibungspflichtige Stimulanzien und Wachmacher sind nicht für Gesunde gedacht und bergen echte Risiken.",
    insights: [
      "Schlaf, regelmäßige Bewegung, Stressabbau und die Behandlung von Problemen wie Schwerhörigkeit, Depression oder Schlafapnoe verbessern das Denken weit verlässlicher als jedes Präparat.",
      "Pflanzliche Mittel können mit Medikamenten wechselwirken; Ginkgo etwa kann mit Blutverdünnern das Blutungsrisiko erhöhen.",
      "Anhaltende Konzentrationsprobleme können medizinische Ursachen haben, etwa Schilddrüsenprobleme, Eisenmangel, Depression oder ADHS, die eine Abklärung lohnen.",
    ],
    steps: [
      [
        "Produkte mit einer Fachkraft prüfen",
        "Fragen Sie Ihren Arzt oder Apotheker nach Wechselwirkungen, bevor Sie ein Nootropikum ausprobieren.",
      ],
      [
        "Ursachen schlechter Konzentration suchen",
        "Halten die Probleme an, kann Ihr Hausarzt nach behandelbaren Ursachen suchen.",
      ],
      [
        "Wenn Sie eines probieren: sorgfältig wählen",
        "Als Nootropika verkaufte Präparate finden Sie im Verzeichnis; bevorzugen Sie unabhängig geprüfte Produkte.",
      ],
    ],
  },
  protein: {
    title: "Eiweiß (Protein)",
    summary:
      "Eiweiß liefert die Aminosäuren, mit denen der Körper Muskeln, Knochen, Haut, Enzyme und Abwehrzellen aufbaut und repariert. Der Bedarf steigt mit dem Alter, bei Krankheit und bei körperlicher Aktivität, und viele ältere Menschen essen weniger, als für den Erhalt ihrer Muskeln ideal wäre. Lebensmittel wie Fisch, Eier, Milchprodukte, Hülsenfrüchte, Tofu und Fleisch decken den Bedarf der meisten Menschen; Proteinpulver sind bequem, aber nicht nötig.",
    insights: [
      "Eiweiß über die Mahlzeiten zu verteilen und mit Krafttraining zu verbinden hilft, die Muskeln zu erhalten, besonders ab etwa 60 Jahren.",
      "Menschen mit chronischer Nierenerkrankung müssen Eiweiß unter Umständen begrenzen und sollten dem Rat ihres Arztes folgen.",
      "Pflanzliches Eiweiß funktioniert gut, wenn Sie über den Tag verschiedene Quellen kombinieren.",
    ],
    steps: [
      [
        "Den eigenen Bedarf ermitteln",
        "Eine Ernährungsfachkraft schätzt, wie viel Eiweiß zu Alter, Gewicht, Aktivität und Gesundheit passt.",
      ],
      [
        "Bei Erkrankungen die Nieren prüfen",
        "Bei Nierenerkrankung oder Diabetes fragen Sie Ihren Arzt, bevor Sie mehr Eiweiß essen.",
      ],
      [
        "Es sich leicht machen",
        "Eiweißreiche Lebensmittel und Pulver finden Sie im Verzeichnis; wählen Sie, was zu Ihrer Ernährung passt.",
      ],
    ],
  },
  multivitamins: {
    title: "Multivitamine",
    summary:
      "Multivitaminpräparate kombinieren viele Vitamine und Mineralstoffe in einem Produkt. Bei den meisten gesunden Menschen mit abwechslungsreicher Ernährung fanden große Studien kaum oder keine Wirkung auf Herzkrankheiten, Krebs oder Lebensdauer. Sinnvoll sein können sie für bestimmte Gruppen, etwa bei eingeschränkter Ernährung, beim Kinderwunsch oder bei Erkrankungen, die die Aufnahme verringern; manche Nährstoffe wie Vitamin D im Winter oder B12 bei veganer Ernährung werden besser gezielt ergänzt.",
    insights: [
      "Einen bestimmten Mangel zu testen, etwa Eisen, Vitamin D oder B12, ist meist sinnvoller, als alles auf einmal zu nehmen.",
      "Manche Produkte liegen weit über den empfohlenen Mengen; bei Vitamin A, D, E, Eisen oder Selen ist mehr nicht besser.",
      "Grünpulver und personalisierte Abos sind bequem, ersetzen aber kein Gemüse und Obst.",
    ],
    steps: [
      [
        "Gezielt auf Mängel testen",
        "Ihr Hausarzt kann Nährstoffe prüfen, die bei Ihnen knapp sein könnten; Labore im Verzeichnis bieten Mikronährstoff-Profile an.",
      ],
      [
        "Zuerst die Ernährung ansehen",
        "Eine Ernährungsfachkraft oder Apotheke sagt Ihnen, ob ein Präparat für Sie etwas bringt.",
      ],
      [
        "Bei Bedarf ein maßvolles, geprüftes Produkt wählen",
        "Bevorzugen Sie Produkte nahe an den Referenzwerten und mit unabhängiger Qualitätsprüfung.",
      ],
    ],
  },
  collagen: {
    title: "Kollagen",
    summary:
      "Kollagen ist das wichtigste Strukturprotein von Haut, Sehnen, Knorpel und Knochen, und der Körper bildet mit dem Alter weniger davon. Kollagenpräparate werden bei der Verdauung in Aminosäuren und kleine Peptide zerlegt. Einige Studien berichten von leichten Verbesserungen der Hautelastizität oder bei Gelenkschmerzen, viele sind aber klein und von Herstellern finanziert; die Belege bleiben begrenzt. Für die Hautalterung zählen Sonnenschutz und Rauchverzicht mehr.",
    insights: [
      "Der Körper baut Kollagen aus Eiweiß allgemein auf; ausreichend Eiweiß und Vitamin C sind daher die Grundlage.",
      "Bei Gelenkschmerzen sind Bewegung und Physiotherapie weit besser belegt als Präparate.",
      "Kollagen ist ein tierisches Produkt (meist vom Rind, Schwein oder Fisch) und eignet sich nicht für Veganer.",
    ],
    steps: [
      [
        "Zuerst die Haut schützen",
        "Ein Hautarzt berät zu Sonnenschutz und gut belegten Behandlungen gegen Hautalterung.",
      ],
      [
        "Bei Gelenken mit Bewegung beginnen",
        "Ein Hausarzt oder Physiotherapeut schlägt Übungen gegen Gelenkschmerzen vor.",
      ],
      [
        "Wenn Sie Kollagen probieren: geprüfte Produkte",
        "Einige Marken im Verzeichnis bieten Kollagenprodukte an; achten Sie auf unabhängige Prüfungen.",
      ],
    ],
  },
  adaptogens: {
    title: "Adaptogene (Ashwagandha, Rhodiola, Vitalpilze)",
    summary:
      "Adaptogene sind Pflanzen und Pilze, die dem Körper helfen sollen, mit Stress umzugehen, etwa Ashwagandha, Rosenwurz (Rhodiola), Ginseng und Reishi. Einige kleine Studien berichten von leichten Effekten auf Stress, Schlaf oder Erschöpfung, vor allem bei Ashwagandha, doch die Studien sind kurz und von gemischter Qualität. Pflanzlich heißt nicht harmlos: Es gibt Berichte über Leberschäden durch Ashwagandha, und mehrere Adaptogene wechselwirken mit Medikamenten.",
    insights: [
      "Ashwagandha kann die Schilddrüsenhormone beeinflussen und wird in der Schwangerschaft nicht empfohlen; einige Länder haben davor gewarnt.",
      "Die Produktqualität schwankt stark; in pflanzlichen Präparaten wurden Verunreinigungen oder falsche Inhalte gefunden.",
      "Anhaltender Stress spricht meist besser auf Schlaf, Bewegung, psychologische Ansätze und die Veränderung seiner Ursachen an.",
    ],
    steps: [
      [
        "Die Sicherheit mit einer Fachkraft klären",
        "Fragen Sie Ihren Arzt oder Apotheker, besonders in der Schwangerschaft, bei Schilddrüsen- oder Lebererkrankungen oder wenn Sie Medikamente nehmen.",
      ],
      [
        "Die Stressquelle angehen",
        "Hausarzt, Psychologin oder Psychotherapeut helfen bei anhaltendem Stress, Angst oder schlechtem Schlaf.",
      ],
      [
        "Wenn Sie eines probieren: sorgfältig wählen",
        "Präparate mit Adaptogenen finden Sie im Verzeichnis; bevorzugen Sie unabhängig geprüfte Produkte.",
      ],
    ],
  },
  melatonin: {
    title: "Melatonin und Schlafmittel zur Ergänzung",
    summary:
      "Melatonin ist das Hormon, das das Gehirn abends ausschüttet, um die Nacht anzukündigen. Als Nahrungsergänzung oder Medikament kann es helfen, die innere Uhr zu verschieben, etwa bei Jetlag oder verschobenem Schlafrhythmus, und manche Menschen schlafen damit etwas schneller ein. Eine chronische Schlaflosigkeit heilt es nicht. Die Regeln unterscheiden sich je nach Land: Teils ist es verschreibungspflichtig, teils ein Nahrungsergänzungsmittel.",
    insights: [
      "Für das Verschieben der inneren Uhr zählt der Zeitpunkt mehr als die Menge; Arzt oder Apotheke beraten zur Anwendung in Ihrer Situation.",
      "Die kognitive Verhaltenstherapie bei Schlaflosigkeit (KVT-I) ist die Behandlung erster Wahl bei lang anhaltender Schlaflosigkeit.",
      "Melatonin kann mit manchen Medikamenten wechselwirken und wird in der Schwangerschaft nicht empfohlen; bei Kindern sollte ein Arzt die Anwendung begleiten.",
    ],
    steps: [
      [
        "Zuerst Arzt oder Apotheke fragen",
        "Sie prüfen, ob Melatonin zu Ihrem Schlafproblem, Ihren Medikamenten und den Regeln Ihres Landes passt.",
      ],
      [
        "Anhaltende Schlaflosigkeit abklären lassen",
        "Ein Schlafmediziner bietet KVT-I an und sucht nach Ursachen wie Schlafapnoe.",
      ],
      [
        "Die Schlafgewohnheiten verfolgen",
        "Schlaf-Apps im Verzeichnis zeigen Muster bei Schlafzeiten und Regelmäßigkeit.",
      ],
    ],
  },
  "supplement-quality": {
    title: "Nahrungsergänzungsmittel sicher auswählen",
    summary:
      "In Europa gelten die meisten Nahrungsergänzungsmittel als Lebensmittel: Ihre Wirkung wird vor dem Verkauf nicht geprüft, und Qualität, Inhalt und Werbeaussagen schwanken. Viele Menschen nehmen mehrere Produkte, ohne zu wissen, ob sie sie brauchen. Präparate können mit Medikamenten wechselwirken, und manche, etwa Vitamin A, Eisen oder hoch dosiertes Vitamin D, schaden im Übermaß. Am sichersten ist es, auf einen echten Mangel zu testen und unabhängig geprüfte Produkte zu wählen.",
    insights: [
      "Unabhängige Siegel wie NSF Certified for Sport oder Informed Sport prüfen Inhalt und Verunreinigungen, nicht aber die Wirksamkeit.",
      "Johanniskraut, Grapefruitextrakt, Ginkgo, hoch dosiertes Fischöl und Vitamin K gehören zu den Präparaten, die mit gängigen Medikamenten wechselwirken.",
      "Sagen Sie Arzt und Apotheke, welche Präparate Sie nehmen – auch vor Operationen.",
    ],
    steps: [
      [
        "Ihre Präparate mit einer Fachkraft durchgehen",
        "Bringen Sie Ihre Produkte zu Arzt oder Apotheke, um Bedarf und Wechselwirkungen zu prüfen.",
      ],
      [
        "Erst testen, dann einnehmen",
        "Ihr Hausarzt prüft echte Mängel; Labore im Verzeichnis bieten Mikronährstoff-Profile an.",
      ],
      [
        "Geprüfte Produkte wählen",
        "Welche Marke aus dem Verzeichnis Sie auch wählen: Achten Sie auf unabhängige Qualitätsprüfungen.",
      ],
    ],
  },
};
