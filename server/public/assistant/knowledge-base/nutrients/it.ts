import "server-only";
import type { TopicTexts } from "../types";
import type { NutrientId } from "./topics";

export const it: TopicTexts<NutrientId> = {
  "vitamin-d": {
    title: "Vitamina D",
    summary:
      "La vitamina D aiuta il corpo ad assorbire il calcio e sostiene ossa, muscoli e sistema immunitario. La pelle la produce con la luce del sole, quindi i livelli spesso calano d'inverno nel Nord e nel Centro Europa e nelle persone che stanno poco all'aperto, coprono la pelle o hanno la pelle scura. L'esame del sangue misura la 25-idrossivitamina D, la forma di riserva del corpo.",
    insights: [
      "Laboratori e Paesi usano soglie leggermente diverse per carenza e sufficienza: confronti il risultato con l'intervallo di riferimento del referto e ne parli con il medico.",
      "Di più non è sempre meglio: la vitamina D è liposolubile e un eccesso di integratori può portare il calcio a livelli dannosi.",
      "Un esame a fine inverno mostra il punto più basso dell'anno, uno a fine estate il migliore.",
    ],
    steps: [
      [
        "Fare l'esame prima di integrare",
        "Un esame del sangue, anche come kit da casa con puntura al dito, mostra se serve davvero qualcosa.",
      ],
      [
        "Decidere forma e quantità con un professionista",
        "Se il valore è basso, chieda al medico o al farmacista cosa è adatto a lei e quando ripetere l'esame.",
      ],
      [
        "Prendere luce del giorno in sicurezza",
        "Stare all'aperto aiuta nei mesi caldi; segua le indicazioni locali sulla protezione solare.",
      ],
    ],
  },
  "vitamin-b12": {
    title: "Vitamina B12",
    summary:
      "La vitamina B12 serve a produrre globuli rossi, DNA e la mielina che isola i nervi. Si trova quasi solo negli alimenti di origine animale, quindi chi segue una dieta vegana, gli anziani e chi assume a lungo alcuni farmaci, come la metformina o gli inibitori dell'acidità gastrica, rischia di più di averne poca. Una carenza può svilupparsi lentamente negli anni e causare stanchezza, formicolii o problemi di memoria.",
    insights: [
      "Una B12 nella parte bassa dell'intervallo normale non esclude una carenza; i medici possono aggiungere la B12 attiva (olotranscobalamina) o l'acido metilmalonico per chiarire.",
      "Folati e B12 lavorano insieme, perciò di solito si misurano e si interpretano in coppia, con un emocromo.",
      "A chi segue una dieta vegana si consiglia in genere di usare alimenti fortificati o un integratore; chieda a un professionista cosa è adatto a lei.",
    ],
    steps: [
      ["Chiedere l'esame della B12", "Idealmente insieme a folati ed emocromo completo."],
      [
        "Rivedere dieta e farmaci",
        "Un dietista o un farmacista può verificare se la dieta o terapie a lungo termine influiscono sulla B12.",
      ],
      ["Parlare dell'integrazione", "Se il valore è basso, il medico le consiglierà la forma e la via più adatte."],
    ],
  },
  folate: {
    title: "Folati (vitamina B9)",
    summary:
      "I folati (vitamina B9) servono alla divisione cellulare e alla produzione di DNA e globuli rossi. Sono particolarmente importanti prima e all'inizio della gravidanza, quando un apporto sufficiente riduce il rischio di difetti del tubo neurale nel bambino. Verdure a foglia verde, legumi e cereali integrali ne sono buone fonti.",
    insights: [
      "Folati e vitamina B12 si leggono insieme: l'acido folico può nascondere i segni ematici di una carenza di B12 mentre il danno ai nervi avanza.",
      "Livelli bassi di folati, B12 o B6 possono ciascuno alzare l'omocisteina.",
      "Le varianti comuni del gene MTHFR sono molto diffuse e la maggior parte delle società scientifiche sconsiglia di cercarle, perché il risultato cambia raramente cosa fare.",
      "Chi programma una gravidanza dovrebbe parlare di acido folico con un medico o un'ostetrica ben prima del concepimento.",
    ],
    steps: [
      ["Misurare i folati insieme alla B12", "I due valori si interpretano insieme, spesso con un emocromo."],
      [
        "Programma una gravidanza? Ne parli con il medico",
        "Chieda dell'acido folico prima del concepimento; il medico o l'ostetrica le diranno cosa è adatto.",
      ],
      [
        "Mangiare più verdure a foglia e legumi",
        "Un dietista può verificare il suo apporto e suggerire cambiamenti semplici.",
      ],
    ],
  },
  "iron-ferritin": {
    title: "Ferritina e ferro",
    summary:
      "Il ferro trasporta l'ossigeno nell'emoglobina e la ferritina è la proteina che lo immagazzina: il suo livello è la misura più comune delle riserve di ferro. Una ferritina bassa può causare stanchezza, fiato corto, caduta dei capelli e minore resistenza allo sforzo anche prima che compaia l'anemia, ed è frequente nelle donne con il ciclo, nei donatori di sangue, negli sportivi di resistenza e in chi mangia poca carne. Anche troppo ferro fa male, per esempio nell'emocromatosi ereditaria.",
    insights: [
      "La ferritina sale anche con infiammazioni, infezioni, malattie del fegato e alcol, quindi un valore normale o alto non significa sempre buone riserve; i medici aggiungono spesso PCR e saturazione della transferrina.",
      "Capire perché il ferro è basso conta quanto reintegrarlo; negli uomini e dopo la menopausa bisogna escludere una perdita di sangue nascosta dall'intestino.",
      "Gli integratori di ferro vanno presi solo dopo un esame e su consiglio, perché il corpo elimina con difficoltà il ferro in eccesso.",
    ],
    steps: [
      [
        "Misurare la ferritina con un assetto marziale completo",
        "Ferritina, saturazione della transferrina, PCR ed emocromo insieme danno il quadro più chiaro.",
      ],
      ["Cercare la causa con il medico", "Un ferro basso o alto va spiegato prima di qualsiasi terapia."],
      [
        "Pianificare pasti ricchi di ferro",
        "Un dietista può mostrarle come abbinare cibi ricchi di ferro alla vitamina C e quando bere tè e caffè.",
      ],
    ],
  },
  "omega-3-index": {
    title: "Indice omega-3",
    summary:
      "L'indice omega-3 misura la quota degli acidi grassi omega-3 EPA e DHA nelle membrane dei globuli rossi e riflette l'apporto degli ultimi mesi. EPA e DHA provengono soprattutto dal pesce grasso come salmone, sgombro, aringa e sardine, oppure dalle alghe. Un indice più alto è stato associato a un rischio cardiovascolare più basso negli studi osservazionali.",
    insights: [
      "È un esame con puntura al dito, disponibile come kit da casa; poiché riflette mesi, ripeterlo più spesso di ogni qualche mese aggiunge poco.",
      "Gli studi sugli integratori di omega-3 per prevenire le malattie cardiache hanno dato risultati contrastanti, quindi il cibo è di solito il primo passo.",
      "L'olio di pesce può interagire con gli anticoagulanti; chieda al medico o al farmacista prima di iniziare un integratore.",
    ],
    steps: [
      ["Misurare l'indice omega-3", "Un test da casa con puntura al dito mostra il punto di partenza."],
      [
        "Mangiare regolarmente pesce grasso",
        "Un dietista può suggerire opzioni a base di pesce o alghe adatte alla sua dieta.",
      ],
      [
        "Chiedere prima di integrare",
        "Soprattutto se prende anticoagulanti o ha una malattia; il medico o il farmacista le diranno cosa è adatto.",
      ],
    ],
  },
  creatine: {
    title: "Creatina",
    summary:
      "La creatina è una sostanza che il corpo produce e assume da carne e pesce; i muscoli la usano per sforzi brevi e intensi. Come integratore, la creatina monoidrato è tra i più studiati: insieme all'allenamento di forza aiuta in modo affidabile forza e massa muscolare, anche negli anziani. La ricerca sui benefici per il cervello, per esempio su memoria o fatica mentale, è promettente ma ancora piccola e con risultati contrastanti. Negli adulti sani è in genere considerata sicura.",
    insights: [
      "La creatina funziona insieme all'allenamento; da sola fa poco per i muscoli.",
      "Può aumentare nel sangue la creatinina, un marcatore renale, senza danneggiare i reni: lo dica al medico prima di un esame della funzione renale.",
      "Chi ha malattie renali, è in gravidanza o assume farmaci regolarmente dovrebbe chiedere al medico prima di usarla.",
      "Scelga prodotti controllati da un ente indipendente, perché gli integratori non sono verificati come i farmaci.",
    ],
    steps: [
      [
        "Verificare che sia adatta a lei",
        "Chieda prima al medico o al farmacista se ha malattie renali o diabete o prende farmaci.",
      ],
      [
        "Abbinarla all'allenamento di forza",
        "Un allenatore o un medico dello sport può aiutarla a pianificare un allenamento che ne sfrutti il beneficio.",
      ],
      [
        "Scegliere un prodotto controllato",
        "Cerchi controlli indipendenti; nella directory trova integratori con creatina.",
      ],
    ],
  },
  magnesium: {
    title: "Magnesio",
    summary:
      "Il magnesio è un minerale coinvolto in centinaia di processi, tra cui la funzione di muscoli e nervi, la produzione di energia, il controllo della glicemia e il ritmo cardiaco. Frutta secca, semi, legumi, cereali integrali e verdure a foglia ne sono buone fonti. Gli integratori sono popolari per sonno, crampi e stress, ma il beneficio è dimostrato soprattutto per correggere una carenza; per sonno e crampi nelle persone sane i risultati sono modesti o contrastanti.",
    insights: [
      "Gli esami del sangue misurano solo una piccola parte del magnesio del corpo, quindi un risultato normale non esclude del tutto un apporto scarso.",
      "Alcuni diuretici e inibitori dell'acidità gastrica, l'alcol in eccesso, la diarrea e un diabete mal controllato sono cause frequenti di magnesio basso.",
      "Troppo magnesio da integratori provoca diarrea e può essere pericoloso se i reni funzionano meno; interagisce anche con alcuni antibiotici e farmaci per l'osteoporosi.",
    ],
    steps: [
      [
        "Chiedere prima di integrare",
        "Il medico o il farmacista può controllare farmaci e funzione renale e consigliarle forma e quantità.",
      ],
      [
        "Fare un esame se si sospetta una carenza",
        "I laboratori della directory offrono pannelli di micronutrienti; il medico interpreta il risultato.",
      ],
      [
        "Mangiare cibi ricchi di magnesio",
        "Un dietista può aiutarla ad aggiungere frutta secca, semi, legumi e cereali integrali ai pasti.",
      ],
    ],
  },
  "vitamin-k2": {
    title: "Vitamina K2",
    summary:
      "La vitamina K aiuta la coagulazione del sangue e attiva proteine che legano il calcio nelle ossa e nella parete dei vasi. La K1 viene dalle verdure a foglia; la K2 (menachinoni come l'MK-7) viene da cibi fermentati come il natto e alcuni formaggi, e da alimenti di origine animale. Negli integratori la K2 è spesso abbinata alla vitamina D. Che migliori la salute di ossa o arterie è plausibile, ma finora gli studi mostrano effetti piccoli o incostanti.",
    insights: [
      "Chi prende warfarin o altri antagonisti della vitamina K non deve iniziare la vitamina K senza il medico, perché cambia l'effetto del farmaco.",
      "Una vera carenza di vitamina K è rara negli adulti sani con un'alimentazione varia.",
      "L'abbinamento D più K2 è comune nei prodotti, ma le prove che prevenga fratture o malattie cardiache sono ancora limitate.",
    ],
    steps: [
      [
        "Controllare prima i farmaci",
        "Chieda al medico o al farmacista prima di prendere vitamina K, soprattutto se assume anticoagulanti.",
      ],
      [
        "Misurare la vitamina D invece di indovinare",
        "Un esame della vitamina D mostra se le serve qualcosa; i laboratori della directory lo offrono.",
      ],
      ["Mangiare verdure e cibi fermentati", "Un dietista può suggerire fonti di vitamina K adatte alla sua dieta."],
    ],
  },
  "nad-precursors": {
    title: "Precursori del NAD+ (NMN, NR)",
    summary:
      "Il NAD+ è una molecola di cui ogni cellula ha bisogno per produrre energia e riparare il DNA, e in alcuni tessuti il suo livello cala con l'età. Precursori come il nicotinamide riboside (NR) e il nicotinamide mononucleotide (NMN) aumentano il NAD+ nel sangue, e negli animali aumentare il NAD+ migliora diversi segni dell'invecchiamento. Negli studi sull'uomo finora sembrano sicuri a breve termine, ma non sono stati dimostrati benefici chiari per salute, forma fisica o durata della vita.",
    insights: [
      "Alzare un marcatore nel sangue non equivale a un beneficio per la salute; servono studi sull'uomo più ampi e più lunghi.",
      "Le infusioni di NAD+ offerte da alcune cliniche hanno ancora meno prove e comportano i rischi abituali di un'infusione.",
      "Le regole cambiano: in alcuni Paesi l'NMN non è autorizzato come integratore alimentare, quindi qualità ed etichettatura variano.",
    ],
    steps: [
      [
        "Parlarne prima di acquistare",
        "Chieda al medico o al farmacista se può interagire con i suoi farmaci o le sue malattie.",
      ],
      [
        "Rivolgersi a un medico della longevità serio",
        "Un medico della longevità può spiegare le prove e cosa vale la pena misurare e cosa no.",
      ],
      [
        "Se lo prova, scegliere un prodotto controllato",
        "Nella directory trova integratori di NR; cerchi controlli di qualità indipendenti.",
      ],
    ],
  },
  "longevity-supplements": {
    title: "Integratori per la longevità",
    summary:
      "Molti integratori sono venduti per la longevità, come urolitina A, spermidina, resveratrolo, fisetina, quercetina e alfa-chetoglutarato. La maggior parte si basa su promettenti studi su cellule e animali; gli studi sull'uomo sono piccoli e brevi e misurano marcatori, non una vita più lunga. Nessuno ha dimostrato di rallentare l'invecchiamento nell'uomo. Le strade meglio dimostrate restano attività fisica, sonno, non fumare, un'alimentazione sana e la cura di pressione e colesterolo.",
    insights: [
      "Il resveratrolo è stato molto pubblicizzato ma ha deluso negli studi sull'uomo: un buon promemoria che i risultati sugli animali spesso non si trasferiscono.",
      "I senolitici, che mirano a eliminare le cellule invecchiate, sono ancora sperimentali e in fase di studio clinico; non sono pensati per il fai-da-te.",
      "Gli integratori possono interagire con i farmaci e la loro qualità varia; più prodotti non significa più benefici.",
    ],
    steps: [
      [
        "Verificare le interazioni",
        "Chieda al medico o al farmacista prima di aggiungere un integratore, soprattutto se prende farmaci.",
      ],
      [
        "Chiedere cosa dicono le prove",
        "Un medico della prevenzione o della longevità può distinguere ciò che è ben dimostrato da ciò che è sperimentale.",
      ],
      [
        "Misurare prima ciò che conta",
        "Pressione, lipidi, glicemia e forma fisica sono obiettivi dimostrati; i laboratori della directory li analizzano.",
      ],
    ],
  },
  nootropics: {
    title: "Nootropi e integratori per il cervello",
    summary:
      "I nootropi sono sostanze proposte per migliorare concentrazione, memoria o energia mentale, dalla caffeina e la L-teanina agli estratti vegetali come bacopa, ginkgo e criniera di leone, fino a farmaci con prescrizione. Nelle persone sane le prove sono deboli: gli effetti sono di solito piccoli, brevi o assenti negli studi di buona qualità, e la caffeina è la più documentata per la vigilanza. Gli stimolanti con prescrizione non sono pensati per le persone sane e hanno rischi reali.",
    insights: [
      "Sonno, attività fisica regolare, gestione dello stress e cura di problemi come calo dell'udito, depressione o apnea notturna migliorano il pensiero molto più di qualsiasi integratore.",
      "I prodotti a base di erbe possono interagire con i farmaci; il ginkgo, per esempio, può aumentare il rischio di sanguinamento con gli anticoagulanti.",
      "Difficoltà di concentrazione persistenti possono avere cause mediche, come problemi alla tiroide, carenza di ferro, depressione o ADHD, che vale la pena verificare.",
    ],
    steps: [
      [
        "Far controllare i prodotti da un professionista",
        "Chieda al medico o al farmacista delle interazioni prima di provare un nootropo.",
      ],
      [
        "Cercare le cause della scarsa concentrazione",
        "Se i problemi persistono, il medico di base può cercare cause curabili.",
      ],
      [
        "Se ne prova uno, scegliere con cura",
        "Nella directory trova integratori venduti come nootropi; preferisca prodotti controllati in modo indipendente.",
      ],
    ],
  },
  protein: {
    title: "Proteine",
    summary:
      "Le proteine forniscono gli amminoacidi che il corpo usa per costruire e riparare muscoli, ossa, pelle, enzimi e cellule immunitarie. Il fabbisogno cresce con l'età, la malattia e l'attività fisica, e molti anziani ne mangiano meno di quanto servirebbe per conservare i muscoli. Alimenti come pesce, uova, latticini, legumi, tofu e carne coprono il fabbisogno della maggior parte delle persone; le proteine in polvere sono una comodità, non una necessità.",
    insights: [
      "Distribuire le proteine nei pasti e abbinarle all'allenamento di forza aiuta a mantenere i muscoli, soprattutto dopo i 60 anni circa.",
      "Chi ha una malattia renale cronica può dover limitare le proteine e dovrebbe seguire il consiglio del medico.",
      "Le proteine vegetali funzionano bene se si combinano fonti diverse nel corso della giornata.",
    ],
    steps: [
      [
        "Calcolare il proprio fabbisogno",
        "Un dietista può stimare quante proteine sono adatte a età, peso, attività e salute.",
      ],
      [
        "Controllare i reni in caso di malattie",
        "Con malattia renale o diabete, chieda al medico prima di aumentare le proteine.",
      ],
      [
        "Rendere tutto più semplice",
        "Nella directory trova alimenti e polveri ricchi di proteine; scelga quelli adatti alla sua dieta.",
      ],
    ],
  },
  multivitamins: {
    title: "Multivitaminici",
    summary:
      "I multivitaminici riuniscono molte vitamine e minerali in un solo prodotto. Nella maggior parte delle persone sane con un'alimentazione varia, grandi studi hanno trovato poco o nessun effetto su malattie cardiache, tumori o durata della vita. Possono avere senso per gruppi specifici, come chi segue diete restrittive, chi programma una gravidanza o chi ha malattie che riducono l'assorbimento; alcuni nutrienti, come la vitamina D d'inverno o la B12 nella dieta vegana, si integrano meglio singolarmente.",
    insights: [
      "Cercare una carenza specifica, per esempio di ferro, vitamina D o B12, è di solito più utile che prendere tutto insieme.",
      "Alcuni prodotti superano di molto le quantità raccomandate; per vitamine A, D ed E, ferro o selenio, di più non è meglio.",
      "Le polveri di verdure e gli abbonamenti personalizzati sono comodi, ma non sostituiscono frutta e verdura.",
    ],
    steps: [
      [
        "Cercare carenze specifiche",
        "Il medico può controllare i nutrienti che potrebbero mancarle; i laboratori della directory offrono pannelli di micronutrienti.",
      ],
      ["Rivedere prima l'alimentazione", "Un dietista o un farmacista può dirle se un integratore le serve davvero."],
      [
        "Se serve, scegliere un prodotto moderato e controllato",
        "Preferisca prodotti vicini alle quantità di riferimento e con controlli di qualità indipendenti.",
      ],
    ],
  },
  collagen: {
    title: "Collagene",
    summary:
      "Il collagene è la principale proteina strutturale di pelle, tendini, cartilagine e ossa, e con l'età il corpo ne produce meno. Gli integratori di collagene vengono scomposti in amminoacidi e piccoli peptidi durante la digestione. Alcuni studi riportano lievi miglioramenti dell'elasticità della pelle o dei dolori articolari, ma molti sono piccoli e finanziati dai produttori, quindi le prove restano limitate. Per l'invecchiamento della pelle contano di più la protezione solare e il non fumare.",
    insights: [
      "Il corpo costruisce il collagene a partire dalle proteine in generale, quindi proteine sufficienti e vitamina C sono la base.",
      "Per i dolori articolari, esercizio e fisioterapia hanno prove molto più solide degli integratori.",
      "Il collagene è un prodotto animale (di solito bovino, suino o marino) e non è adatto ai vegani.",
    ],
    steps: [
      [
        "Proteggere prima la pelle",
        "Un dermatologo può consigliarla su protezione solare e trattamenti con prove solide contro l'invecchiamento cutaneo.",
      ],
      [
        "Per le articolazioni, partire dal movimento",
        "Un medico di base o un fisioterapista può proporre esercizi per i dolori articolari.",
      ],
      [
        "Se prova il collagene, scegliere un prodotto controllato",
        "Alcuni marchi della directory offrono prodotti al collagene; cerchi controlli indipendenti.",
      ],
    ],
  },
  adaptogens: {
    title: "Adattogeni (ashwagandha, rodiola, funghi medicinali)",
    summary:
      "Gli adattogeni sono erbe e funghi che aiuterebbero il corpo ad affrontare lo stress, come ashwagandha, rodiola, ginseng e reishi. Alcuni piccoli studi riportano effetti modesti su stress, sonno o stanchezza, soprattutto per l'ashwagandha, ma gli studi sono brevi e di qualità variabile. Naturale non significa innocuo: sono stati segnalati danni al fegato con l'ashwagandha e diversi adattogeni interagiscono con i farmaci.",
    insights: [
      "L'ashwagandha può influire sugli ormoni tiroidei ed è sconsigliata in gravidanza; alcuni Paesi hanno emesso avvertenze.",
      "La qualità dei prodotti varia molto e negli integratori a base di erbe sono stati trovati contaminanti o contenuti errati.",
      "Lo stress prolungato risponde di solito meglio a sonno, attività fisica, approcci psicologici e interventi sulle sue cause.",
    ],
    steps: [
      [
        "Verificare la sicurezza con un professionista",
        "Chieda al medico o al farmacista, soprattutto se è in gravidanza, ha problemi di tiroide o fegato o prende farmaci.",
      ],
      [
        "Affrontare l'origine dello stress",
        "Un medico di base, uno psicologo o uno psicoterapeuta può aiutarla con stress, ansia o sonno scarso persistenti.",
      ],
      [
        "Se ne prova uno, scegliere con cura",
        "Nella directory trova integratori con adattogeni; preferisca prodotti controllati in modo indipendente.",
      ],
    ],
  },
  melatonin: {
    title: "Melatonina e integratori per il sonno",
    summary:
      "La melatonina è l'ormone che il cervello rilascia la sera per segnalare la notte. Come integratore o farmaco può aiutare a spostare l'orologio interno, per esempio con il jet lag o un sonno ritardato, e fa addormentare un po' prima alcune persone. Non cura l'insonnia cronica. Le regole cambiano da Paese a Paese: in alcuni è un farmaco con prescrizione, in altri un integratore alimentare.",
    insights: [
      "Per spostare l'orologio interno conta più il momento della quantità; un medico o un farmacista può consigliarla sull'uso nella sua situazione.",
      "La terapia cognitivo-comportamentale per l'insonnia (CBT-I) è il trattamento di prima scelta per l'insonnia di lunga durata.",
      "La melatonina può interagire con alcuni farmaci ed è sconsigliata in gravidanza; nei bambini l'uso va seguito da un medico.",
    ],
    steps: [
      [
        "Chiedere prima a un medico o a un farmacista",
        "Possono verificare se la melatonina è adatta al suo problema di sonno, ai suoi farmaci e alle regole del suo Paese.",
      ],
      [
        "Far valutare un'insonnia persistente",
        "Uno specialista del sonno può proporre la CBT-I e cercare cause come l'apnea notturna.",
      ],
      ["Seguire le abitudini di sonno", "Le app per il sonno della directory aiutano a vedere orari e regolarità."],
    ],
  },
  "supplement-quality": {
    title: "Scegliere gli integratori in sicurezza",
    summary:
      "In Europa la maggior parte degli integratori è venduta come alimento: l'efficacia non viene verificata prima della vendita, e qualità, contenuto e indicazioni variano. Molte persone ne prendono diversi senza sapere se ne hanno bisogno. Gli integratori possono interagire con i farmaci e alcuni, come vitamina A, ferro o vitamina D ad alte dosi, fanno male in eccesso. Verificare una carenza reale e scegliere prodotti controllati in modo indipendente è l'approccio più sicuro.",
    insights: [
      "Le certificazioni indipendenti, come NSF Certified for Sport o Informed Sport, controllano contenuto e contaminanti, ma non l'efficacia.",
      "Iperico, estratto di pompelmo, ginkgo, olio di pesce ad alte dosi e vitamina K sono tra gli integratori che interagiscono con farmaci comuni.",
      "Informi il medico e il farmacista di tutti gli integratori che assume, anche prima di un intervento.",
    ],
    steps: [
      [
        "Rivedere gli integratori con un professionista",
        "Porti i prodotti che usa al medico o al farmacista per verificare bisogni e interazioni.",
      ],
      [
        "Fare gli esami prima di assumere",
        "Il medico può cercare carenze reali; i laboratori della directory offrono pannelli di micronutrienti.",
      ],
      [
        "Scegliere prodotti controllati",
        "Qualunque marchio della directory scelga, cerchi controlli di qualità indipendenti.",
      ],
    ],
  },
};
