import "server-only";
import type { TopicTexts } from "../types";
import type { CardioId } from "./topics";

export const de: TopicTexts<CardioId> = {
  "ldl-cholesterol": {
    title: "LDL-Cholesterin",
    summary:
      "LDL-Cholesterin (LDL-C) misst das Cholesterin, das in Lipoproteinen niedriger Dichte transportiert wird. Über die Jahre können diese Partikel in die Gefäßwände eindringen und sich als Plaque ablagern (Arteriosklerose). Deshalb gehört LDL-C zu den am besten untersuchten und am stärksten beeinflussbaren Markern für das Herz-Kreislauf-Risiko. Einen idealen Wert für alle gibt es nicht: Leitlinien legen ein persönliches Ziel fest, abhängig von Gesamtrisiko, Alter, Familiengeschichte und Begleiterkrankungen.",
    insights: [
      "Kardiologen bewerten LDL-C immer zusammen mit dem Gesamtrisiko: Derselbe Wert kann für den einen unbedenklich und für den anderen zu hoch sein.",
      "ApoB zählt die plaquebildenden Partikel direkt, und Lp(a) ist weitgehend erblich; viele Präventivmediziner ergänzen das Standard-Lipidprofil um beide Werte, besonders wenn in der Familie früh Herzkrankheiten aufgetreten sind.",
      "Eine Ernährung reich an Ballaststoffen, Hülsenfrüchten, Nüssen und ungesättigten Fetten mit weniger gesättigten Fetten, regelmäßige Bewegung und Rauchverzicht helfen vielen Menschen; manche brauchen zusätzlich Medikamente – das entscheiden Sie gemeinsam mit Ihrem Arzt.",
      "Ein sehr hohes LDL-C oder hohe Werte schon in jungen Jahren können familiär bedingt sein (familiäre Hypercholesterinämie) und sollten ärztlich abgeklärt werden.",
    ],
    steps: [
      [
        "Lipidwerte mit einem Arzt besprechen",
        "Bitten Sie Ihren Hausarzt oder einen präventiv ausgerichteten Kardiologen, Ihr LDL-C vor dem Hintergrund Ihres persönlichen Risikos zu bewerten und ein Ziel mit Ihnen festzulegen.",
      ],
      [
        "ApoB- und Lp(a)-Test erwägen",
        "Erweiterte Lipidtests ergänzen das LDL-C; mehrere Labore im Verzeichnis bieten sie als Bluttest an.",
      ],
      [
        "Ernährung und Bewegung angehen",
        "Eine Ernährungsfachkraft hilft Ihnen, zu einer ballaststoffreichen, herzgesunden Ernährung zu finden, die Sie dauerhaft beibehalten können.",
      ],
    ],
  },
  apob: {
    title: "ApoB",
    summary:
      "Apolipoprotein B (ApoB) sitzt auf jedem LDL-, VLDL- und Lp(a)-Partikel. Sein Wert zeigt daher, wie viele potenziell plaquebildende Partikel im Blut zirkulieren. Weil ApoB Partikel zählt statt des Cholesterins, das sie tragen, kann es ein Risiko sichtbar machen, das ein normales LDL-C übersieht, etwa bei hohen Triglyzeriden. Die europäischen Leitlinien erkennen ApoB als nützlichen Marker neben dem LDL-C an.",
    insights: [
      "ApoB und LDL-C verlaufen meist parallel; weichen sie voneinander ab, gewichten viele Lipidspezialisten das ApoB stärker.",
      "Solche Abweichungen sind häufiger bei hohen Triglyzeriden, Insulinresistenz, Typ-2-Diabetes oder Übergewicht.",
      "Alles, was das LDL-C senkt – im Alltag wie medikamentös –, senkt auch das ApoB; es ist vor allem ein schärferer Blick auf dasselbe Risiko.",
    ],
    steps: [
      [
        "ApoB beim nächsten Lipidtest ergänzen",
        "Fragen Sie nach ApoB zusätzlich zum Standard-Lipidprofil; mehrere Labore im Verzeichnis bieten es an.",
      ],
      [
        "Das Ergebnis im Zusammenhang besprechen",
        "Ein präventiv ausgerichteter Kardiologe ordnet ApoB in Ihr gesamtes Herz-Kreislauf-Risiko und Ihre Familiengeschichte ein.",
      ],
    ],
  },
  "lipoprotein-a": {
    title: "Lp(a)",
    summary:
      "Lipoprotein(a), kurz Lp(a), ist ein LDL-ähnliches Partikel mit einem zusätzlichen Eiweiß. Sein Spiegel wird überwiegend von den Genen bestimmt und bleibt im Leben recht stabil. Ein hoher Wert ist ein eigenständiger Risikofaktor für Herzinfarkt, Schlaganfall und eine Verengung der Aortenklappe. Die europäischen Leitlinien empfehlen, ihn im Erwachsenenalter mindestens einmal zu messen.",
    insights: [
      "Da Lp(a) weitgehend vererbt ist, bewegt ein gesünderer Lebensstil den Wert kaum; Ärzte nehmen einen hohen Wert zum Anlass, alle anderen Risikofaktoren ernster zu nehmen.",
      "Ein hoher Befund ist auch für nahe Verwandte wichtig, weil sie ihn geerbt haben könnten.",
      "Medikamente, die gezielt Lp(a) senken, werden derzeit in Studien geprüft; bis dahin steht die Senkung des Gesamtrisikos im Vordergrund.",
    ],
    steps: [
      [
        "Lp(a) einmal messen lassen",
        "Ein einziger Bluttest reicht meist aus, weil sich der Wert im Laufe des Lebens kaum ändert.",
      ],
      [
        "Das Gesamtrisiko mit einem Arzt besprechen",
        "Ist Ihr Wert hoch, fragen Sie, wie er Ihre Ziele für LDL-C, Blutdruck und andere Risikofaktoren verändert.",
      ],
      ["Die Familie informieren", "Nahe Verwandte möchten vielleicht selbst mit ihrem Arzt über einen Test sprechen."],
    ],
  },
  triglycerides: {
    title: "Triglyzeride",
    summary:
      "Triglyzeride sind die wichtigste Speicherform von Fett im Körper und werden im Blut als Energiequelle transportiert. Erhöhte Werte gehen oft mit viel raffinierten Kohlenhydraten und Alkohol, Übergewicht, Insulinresistenz sowie manchen Medikamenten oder Erkrankungen einher und erhöhen das Herz-Kreislauf-Risiko. Sehr hohe Werte können zudem eine Entzündung der Bauchspeicheldrüse auslösen, die ärztlich behandelt werden muss.",
    insights: [
      "Triglyzeride reagieren schnell auf die letzten Mahlzeiten und Getränke; viele Labore verlangen deshalb eine Nüchternprobe oder eine Wiederholung, bevor Schlüsse gezogen werden.",
      "Hohe Triglyzeride zusammen mit niedrigem HDL lenken den Blick oft auf eine Insulinresistenz; dann werden häufig auch Blutzucker, HbA1c und Taillenumfang geprüft.",
      "Weniger Alkohol und zuckerhaltige Getränke, regelmäßige Bewegung und der Abbau von Übergewicht gehören zu den verlässlichsten Wegen, sie zu senken.",
      "Omega-3-Fettsäuren werden bei hohen Triglyzeriden manchmal unter ärztlicher Aufsicht eingesetzt; fragen Sie Ihren Arzt, statt sich selbst zu behandeln.",
    ],
    steps: [
      [
        "Den Test wiederholen und einordnen",
        "Fragen Sie Ihren Arzt, ob eine Nüchtern-Kontrolle nötig ist und wie der Wert zu Ihren übrigen Blutfetten passt.",
      ],
      ["Stoffwechselwerte prüfen", "HbA1c und Nüchterninsulin zeigen, ob die Blutzuckerregulation eine Rolle spielt."],
      [
        "Getränke und Ernährung überprüfen",
        "Eine Ernährungsberaterin hilft Ihnen, Alkohol, Süßgetränke und raffinierte Kohlenhydrate dauerhaft zu reduzieren.",
      ],
    ],
  },
  "hdl-cholesterol": {
    title: "HDL-Cholesterin",
    summary:
      "HDL-Cholesterin wird oft „gutes“ Cholesterin genannt, weil HDL-Partikel helfen, Cholesterin aus den Gefäßwänden zurück zur Leber zu bringen. Ein niedriges HDL tritt meist zusammen mit anderen Risikofaktoren auf, etwa Insulinresistenz, Bewegungsmangel oder Rauchen. Ein sehr hohes HDL schützt nicht unbedingt zusätzlich, und Medikamente, die nur das HDL anheben, haben Herzinfarkte in Studien weitgehend nicht verhindert.",
    insights: [
      "Ärzte lesen das HDL als Teil des gesamten Lipidprofils; das Nicht-HDL-Cholesterin und das Verhältnis von Gesamtcholesterin zu HDL sagen oft mehr als das HDL allein.",
      "Regelmäßiges Ausdauertraining, Rauchverzicht und der Abbau von Übergewicht heben das HDL meist etwas an.",
      "Niedriges HDL mit hohen Triglyzeriden ist ein typisches Muster der Insulinresistenz.",
    ],
    steps: [
      [
        "Das ganze Lipidprofil betrachten",
        "Fragen Sie Ihren Arzt, wie HDL, LDL-C, Triglyzeride und Ihr Gesamtrisiko zusammenpassen.",
      ],
      [
        "Die Stoffwechselgesundheit prüfen",
        "HbA1c und Nüchterninsulin zeigen, ob eine Insulinresistenz dahintersteckt.",
      ],
      [
        "An den meisten Tagen mehr bewegen",
        "Regelmäßige Ausdauerbewegung ist einer der wenigen verlässlichen Wege, das HDL anzuheben; ein Tracker hilft, dranzubleiben.",
      ],
    ],
  },
  homocysteine: {
    title: "Homocystein",
    summary:
      "Homocystein ist eine Aminosäure, die entsteht, wenn der Körper Methionin aus Eiweiß verarbeitet. Für seinen Abbau braucht er Folsäure, Vitamin B12 und Vitamin B6; ein erhöhter Wert weist daher oft auf einen Mangel an diesen Vitaminen, eine eingeschränkte Nierenfunktion, bestimmte Medikamente oder erbliche Besonderheiten hin. Erhöhtes Homocystein ist mit Herz-Kreislauf-Erkrankungen und geistigem Abbau verbunden.",
    insights: [
      "Homocystein mit B-Vitaminen zu senken hat Herzinfarkte in Studien nicht verlässlich verhindert; Ärzte sehen einen hohen Wert deshalb vor allem als Hinweis auf seine Ursache.",
      "B12, Folsäure und die Nierenfunktion werden meist gleich mitbestimmt.",
      "Ob B-Vitamine bei älteren Menschen mit hohem Homocystein das Altern des Gehirns bremsen, wird weiter erforscht.",
    ],
    steps: [
      [
        "Zusammen mit B12 und Folsäure testen",
        "Die drei Werte werden gemeinsam beurteilt, oft zusammen mit der Nierenfunktion.",
      ],
      [
        "Die Ursache mit dem Arzt klären",
        "Fragen Sie, ob Ernährung, Medikamente, Nierenfunktion oder erbliche Faktoren einen erhöhten Wert erklären könnten.",
      ],
      [
        "Folatreich essen",
        "Blattgemüse, Hülsenfrüchte und Vollkorn liefern Folat; eine Ernährungsfachkraft kann Ihre Versorgung mit B-Vitaminen prüfen.",
      ],
    ],
  },
  "blood-pressure": {
    title: "Blutdruck",
    summary:
      "Der Blutdruck ist die Kraft, mit der das Blut gegen die Gefäßwände drückt. Er wird mit zwei Zahlen in mmHg angegeben: systolisch (beim Herzschlag) und diastolisch (zwischen den Schlägen). Bluthochdruck macht selten Beschwerden, ist aber über die Jahre einer der größten Risikofaktoren für Schlaganfall, Herzinfarkt, Nierenerkrankungen und Demenz. Änderungen im Lebensstil senken ihn bei vielen Menschen, und wenn Medikamente nötig sind, sind sie gut untersucht.",
    insights: [
      "Ein einzelner hoher Wert in der Praxis beweist wenig; Ärzte bestätigen Bluthochdruck durch wiederholte Messungen, oft zu Hause oder mit einer 24-Stunden-Messung.",
      "Weniger Salz, mehr Gemüse, Obst und Hülsenfrüchte, regelmäßige Bewegung, wenig Alkohol und der Abbau von Übergewicht senken den Blutdruck jeweils um einige Punkte – zusammen kann das viel ausmachen.",
      "Klinisch validierte Oberarm-Messgeräte liefern zu Hause verlässlichere Werte als Handgelenkgeräte.",
      "Ob und wann ein Medikament sinnvoll ist, hängt von Ihren Werten und Ihrem Gesamtrisiko ab; das entscheiden Sie mit Ihrem Arzt.",
    ],
    steps: [
      [
        "Den Blutdruck messen lassen",
        "Bitten Sie Ihren Hausarzt, ihn zu messen und Ihre Werte im Hinblick auf Ihr Herz-Kreislauf-Risiko zu erklären.",
      ],
      [
        "Eine Woche lang zu Hause messen",
        "Ein validiertes Oberarmgerät, täglich zu denselben Zeiten benutzt, gibt Ihrem Arzt ein genaueres Bild als eine einzelne Praxismessung.",
      ],
      [
        "Weniger Salz, mehr Bewegung",
        "Eine Ernährungsfachkraft hilft Ihnen, eine Ernährungsweise wie DASH oder die Mittelmeerküche im Alltag umzusetzen.",
      ],
    ],
  },
  "coronary-calcium": {
    title: "Koronarkalk-Score und Herz-CT",
    summary:
      "Der Koronarkalk-Score (CAC-Score) stammt aus einer niedrig dosierten CT-Aufnahme des Herzens, die verkalkte Plaques in den Herzkranzgefäßen misst. Ein Wert von null bedeutet wenig verkalkte Plaque, höhere Werte bedeuten mehr Arteriosklerose und ein höheres Herzinfarktrisiko. Der Test wird vor allem bei mittlerem Risiko eingesetzt, um zu entscheiden, wie konsequent Risikofaktoren behandelt werden sollen; als Vorsorgetest für alle ist er nicht gedacht.",
    insights: [
      "Der Kalkscore zeigt nur bereits verhärtete Plaque; weiche Plaque bleibt unsichtbar. Ein Wert von null senkt das Risiko also, schließt es aber nicht aus – besonders bei jüngeren Menschen und Rauchern.",
      "Die Untersuchung ist mit einer kleinen Strahlendosis verbunden, und Zufallsbefunde außerhalb des Herzens können weitere Tests nach sich ziehen; klären Sie vorher, ob das Ergebnis für Sie etwas ändern würde.",
      "Eine CT-Angiografie mit Kontrastmittel zeigt die Gefäße genauer und wird meist bei Beschwerden angeordnet, nicht als Check-up.",
    ],
    steps: [
      [
        "Klären, ob ein Kalkscore zu Ihrem Risiko passt",
        "Ein Hausarzt oder präventiv ausgerichteter Kardiologe kann sagen, ob das Ergebnis Ihre Behandlung verändern würde, bevor Sie einen Termin buchen.",
      ],
      [
        "Verstehen, was die Untersuchung leistet",
        "Ein Radiologe erklärt die Strahlendosis, was der Befund zeigt und was er nicht zeigen kann.",
      ],
      [
        "Mit den Blutfetten kombinieren",
        "ApoB und Lp(a) vervollständigen das Bild der Partikel, die Plaque bilden; mehrere Labore im Verzeichnis testen sie.",
      ],
    ],
  },
  "heart-rhythm": {
    title: "Herzrhythmus und Vorhofflimmern",
    summary:
      "Herzklopfen – das Gefühl, dass das Herz rast, pocht oder stolpert – ist häufig und oft harmlos, etwa nach Koffein, Alkohol, Stress oder schlechtem Schlaf. Vorhofflimmern ist die häufigste anhaltende Rhythmusstörung: Die Vorhöfe schlagen unregelmäßig, was unbemerkt bleiben kann und das Schlaganfallrisiko erhöht. Herzklopfen mit Brustschmerzen, Ohnmacht oder starker Atemnot ist ein Notfall.",
    insights: [
      "Rhythmusstörungen werden mit einem EKG diagnostiziert, das während der Beschwerden aufgezeichnet wird; eine längere Aufzeichnung oder ein Uhr-EKG hilft, Episoden zu erfassen, die kommen und gehen.",
      "Hinweise von Smartwatch oder Ring auf einen unregelmäßigen Rhythmus können ein nützlicher Anstoß sein, sie lösen aber Fehlalarme aus und übersehen Episoden; die Diagnose stellt ein ärztliches EKG.",
      "Das Risiko für Vorhofflimmern steigt mit dem Alter, Bluthochdruck, Schlafapnoe, viel Alkohol und Übergewicht – und sinkt, wenn diese behandelt werden.",
    ],
    steps: [
      [
        "Wiederkehrendes Herzklopfen abklären lassen",
        "Ihr Hausarzt oder ein Kardiologe kann ein EKG schreiben und entscheiden, ob eine längere Aufzeichnung nötig ist.",
      ],
      [
        "Eine Episode aufzeichnen, wenn sie auftritt",
        "Manche Uhren können ein Ein-Kanal-EKG aufnehmen; zeigen Sie die Aufzeichnungen Ihrem Arzt, statt sie allein zu deuten.",
      ],
      [
        "Auslöser notieren",
        "Schreiben Sie Koffein, Alkohol, Schlaf und Stress rund um jede Episode auf, um sie mit Ihrem Arzt zu besprechen.",
      ],
    ],
  },
  statins: {
    title: "Statine und andere Cholesterinsenker",
    summary:
      "Statine senken das LDL-Cholesterin, indem sie die Cholesterinbildung in der Leber verringern. Große Studien zeigen, dass sie Herzinfarkte und Schlaganfälle reduzieren, am deutlichsten bei Menschen mit höherem Risiko. Andere Medikamente wie Ezetimib oder PCSK9-Hemmer können ergänzt oder stattdessen eingesetzt werden. Ob ein Medikament sinnvoll ist, hängt von Ihrem gesamten Herz-Kreislauf-Risiko ab und wird gemeinsam mit Ihrem Arzt entschieden.",
    insights: [
      "Der Nutzen hängt vor allem davon ab, wie hoch Ihr Risiko ist und wie stark das LDL sinkt; Leitlinien nutzen dafür Risikorechner, manchmal auch den Kalkscore oder Lp(a).",
      "Muskelschmerzen sind die bekannteste Beschwerde; in verblindeten Studien treten die meisten davon unter Placebo genauso oft auf, echte Nebenwirkungen gibt es aber und sie verdienen Aufmerksamkeit.",
      "Setzen Sie ein verordnetes Medikament nie eigenmächtig ab oder um; wenn Nebenwirkungen stören, kann der Arzt oft das Präparat wechseln oder die Behandlung anpassen.",
    ],
    steps: [
      [
        "Das Gesamtrisiko besprechen",
        "Ein Hausarzt oder präventiv ausgerichteter Kardiologe schätzt Ihr Risiko ein und erklärt, was ein Medikament für Sie ändern würde und was nicht.",
      ],
      [
        "Nebenwirkungen offen ansprechen",
        "Erzählen Sie Ihrem Arzt oder Apotheker von Beschwerden und von anderen Medikamenten oder Nahrungsergänzungsmitteln, die Sie nehmen.",
      ],
      [
        "Mit Bluttests nachverfolgen",
        "Lipidtests einschließlich ApoB zeigen, wie gut die Behandlung wirkt; Labore im Verzeichnis bieten sie an.",
      ],
    ],
  },
};
