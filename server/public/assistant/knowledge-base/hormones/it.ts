import "server-only";
import type { TopicTexts } from "../types";
import type { HormoneId } from "./topics";

export const it: TopicTexts<HormoneId> = {
  "thyroid-tsh": {
    title: "Tiroide (TSH)",
    summary:
      "L'ormone tireostimolante (TSH) è prodotto dall'ipofisi per indicare alla tiroide quanto ormone produrre. È il primo esame abituale della funzione tiroidea: quando la tiroide lavora poco il TSH tende a salire, quando lavora troppo tende a scendere. Gli ormoni tiroidei influenzano energia, peso, battito cardiaco, temperatura corporea e umore.",
    insights: [
      "Il TSH varia con l'ora del giorno, le malattie, la gravidanza e alcuni farmaci e integratori – la biotina può alterare diversi esami tiroidei –, perciò un risultato al limite di solito si ripete.",
      "I medici valutano il TSH insieme all'FT4 e talvolta agli anticorpi tiroidei prima di trarre conclusioni.",
      "Stanchezza o variazioni di peso hanno molte cause possibili; un TSH normale rende meno probabile una causa tiroidea.",
    ],
    steps: [
      [
        "Controllare il TSH insieme all'FT4",
        "Molti laboratori offrono un profilo tiroideo, anche come kit da fare a casa.",
      ],
      [
        "Parlare di risultati e sintomi con un medico",
        "Soprattutto se i valori sono fuori dall'intervallo o ha dei sintomi.",
      ],
      [
        "Segnalare gli integratori prima dell'esame",
        "Dica al medico se assume integratori come la biotina, che può interferire con l'esame.",
      ],
    ],
  },
  "free-t4": {
    title: "FT4 (tiroxina libera)",
    summary:
      "L'FT4 (tiroxina libera) è il principale ormone rilasciato dalla tiroide, misurato nella sua forma libera e attiva. Insieme al TSH mostra se la tiroide lavora troppo o troppo poco e se l'ipofisi invia segnali normali. Alcuni laboratori misurano anche l'FT3, la forma più attiva che il corpo ricava dalla T4 nei tessuti.",
    insights: [
      "Conta il quadro più del singolo valore: TSH alto con FT4 basso fa pensare a ipotiroidismo, TSH basso con FT4 alto a ipertiroidismo, che il medico poi conferma.",
      "Lievi variazioni del TSH con FT4 normale («subcliniche») sono frequenti, soprattutto con l'età, e spesso richiedono solo controlli.",
      "Integratori di biotina, gravidanza e malattie acute possono modificare i risultati.",
    ],
    steps: [
      ["Misurare l'FT4 con il TSH", "I due valori si interpretano insieme."],
      [
        "Interpretarli con un medico",
        "Un endocrinologo può aiutare quando i risultati non sono chiari o ha dei sintomi.",
      ],
    ],
  },
  testosterone: {
    title: "Testosterone",
    summary:
      "Il testosterone è il principale ormone sessuale maschile ed è importante, in quantità minori, anche nelle donne. Sostiene muscoli, ossa, libido, produzione di globuli rossi e umore. I livelli sono più alti al mattino, calano gradualmente con l'età e dipendono molto da sonno, grasso corporeo, malattie e stress.",
    insights: [
      "I medici misurano il testosterone al mattino e ripetono un valore basso prima di trarre conclusioni, spesso insieme a SHBG, LH e FSH.",
      "Negli uomini in sovrappeso, perdere peso, allenare la forza e dormire bene si associano a livelli di testosterone più sani.",
      "La terapia con testosterone ha benefici e rischi, può ridurre la fertilità e va iniziata e seguita solo da un medico.",
      "Nelle donne il testosterone si misura di solito in un profilo ormonale più ampio, per esempio in caso di cicli irregolari.",
    ],
    steps: [
      [
        "Fare l'esame al mattino e ripeterlo",
        "Un prelievo al mattino, ripetuto se il valore è basso, evita risultati fuorvianti.",
      ],
      [
        "Rivedere i risultati con uno specialista",
        "Un endocrinologo o un urologo può valutare l'intero quadro ormonale e i suoi sintomi.",
      ],
      [
        "Dare priorità a sonno, forza e peso sano",
        "Sono i fattori dello stile di vita più chiaramente legati al testosterone.",
      ],
    ],
  },
  oestradiol: {
    title: "Estradiolo",
    summary:
      "L'estradiolo è la principale forma di estrogeno nelle donne in età fertile ed è presente anche negli uomini. Regola il ciclo mestruale e sostiene ossa, vasi sanguigni, pelle e cervello. I livelli cambiano molto durante il ciclo e calano con la menopausa, il che può portare vampate, sonno peggiore e perdita di massa ossea.",
    insights: [
      "Poiché l'estradiolo oscila durante il ciclo, un singolo valore dice poco se non si conosce il giorno del ciclo; in perimenopausa varia molto da un mese all'altro.",
      "La menopausa di solito si riconosce dai sintomi e dall'età più che da un solo esame del sangue.",
      "La terapia ormonale della menopausa allevia i sintomi di molte donne; se sia adatta a lei dipende dal suo profilo di rischio personale, che il medico può valutare.",
      "Negli uomini l'estradiolo deriva dal testosterone ed è importante per la salute delle ossa.",
    ],
    steps: [
      [
        "Parlare con un ginecologo o uno specialista della menopausa",
        "Può valutare con lei sintomi, opzioni e rischi personali.",
      ],
      [
        "Programmare gli esami ormonali in base al ciclo",
        "Chieda in quale giorno del ciclo fare l'esame perché il risultato sia interpretabile.",
      ],
      [
        "Proteggere ossa e cuore",
        "Allenamento di forza, proteine sufficienti e cibi ricchi di calcio sostengono le ossa intorno alla menopausa.",
      ],
    ],
  },
  cortisol: {
    title: "Cortisolo",
    summary:
      "Il cortisolo è un ormone prodotto dalle ghiandole surrenali che aiuta a regolare glicemia, pressione, infiammazione e ritmo sonno-veglia. Normalmente raggiunge il picco poco dopo il risveglio e scende al minimo verso mezzanotte. Brevi aumenti sotto stress sono sani; un ritmo alterato in modo persistente è legato a sonno scarso, stress cronico e alcune malattie.",
    insights: [
      "Poiché il cortisolo segue un ritmo giornaliero, l'orario del prelievo conta; a volte si usano test della saliva in più momenti della giornata per vedere la curva.",
      "La «fatica surrenale» non è una diagnosi medica riconosciuta; le vere malattie delle surrenali sono rare e vengono diagnosticate dall'endocrinologo con esami specifici.",
      "Orari di sonno regolari, luce del mattino, attività fisica e tecniche di gestione dello stress aiutano a mantenere un ritmo sano.",
    ],
    steps: [
      [
        "Misurarlo all'ora giusta",
        "Chieda quale esame risponde alla sua domanda: sangue al mattino o campioni di saliva durante la giornata.",
      ],
      [
        "Andare dal medico se i sintomi persistono",
        "Cambiamenti di peso marcati, debolezza, capogiri o pressione molto alta richiedono una valutazione medica.",
      ],
      [
        "Seguire stress e sonno",
        "I dispositivi indossabili mostrano andamenti di sonno, frequenza cardiaca e HRV utili per pianificare il recupero.",
      ],
    ],
  },
  "dhea-s": {
    title: "DHEA-S",
    summary:
      "Il DHEA-S (deidroepiandrosterone solfato) è un ormone prodotto soprattutto dalle surrenali, che il corpo può trasformare in testosterone ed estrogeni. I livelli raggiungono il massimo nella prima età adulta e poi calano costantemente, per questo è stato studiato come marcatore dell'invecchiamento. Di solito si misura in un profilo surrenalico od ormonale.",
    insights: [
      "Servono intervalli di riferimento per età e sesso, perché i valori normali di una persona di 25 anni e di una di 65 sono molto diversi.",
      "Le prove che gli integratori di DHEA rallentino l'invecchiamento sono scarse; possono influire su altri ormoni e il loro stato legale varia da Paese a Paese: ne parli prima con un medico.",
      "Un DHEA-S molto alto richiede una valutazione medica.",
    ],
    steps: [
      ["Misurarlo in un profilo ormonale", "Il DHEA-S è più informativo insieme ad altri ormoni."],
      [
        "Interpretarlo con un endocrinologo",
        "Può confrontare il suo valore con l'intervallo giusto per età e sesso e con i suoi sintomi.",
      ],
    ],
  },
  menopause: {
    title: "Menopausa e perimenopausa",
    summary:
      "La menopausa è il momento in cui sono passati dodici mesi dall'ultima mestruazione, di solito tra i 45 e i 55 anni; gli anni di cambiamenti ormonali che la precedono si chiamano perimenopausa. Il calo e le oscillazioni degli estrogeni possono causare vampate, sudorazioni notturne, sonno disturbato, sbalzi d'umore, dolori articolari e secchezza vaginale; dopo la menopausa aumentano la perdita di massa ossea e il rischio cardiovascolare. I sintomi variano molto e ci sono trattamenti efficaci, ormonali e non ormonali.",
    insights: [
      "La menopausa si riconosce di solito da età e sintomi; gli esami ormonali servono soprattutto nelle donne più giovani o nei casi poco chiari, perché in perimenopausa i livelli oscillano molto.",
      "Le linee guida attuali considerano la terapia ormonale il trattamento più efficace contro le vampate; per la maggior parte delle donne sane che la iniziano intorno alla menopausa i benefici superano i rischi, ma la scelta dipende dalla storia personale e familiare.",
      "Allenamento di forza, proteine e calcio sufficienti, non fumare e limitare l'alcol proteggono ossa e cuore negli anni dopo la menopausa.",
    ],
    steps: [
      [
        "Parlarne con un ginecologo o un medico esperto di menopausa",
        "Descriva i suoi sintomi e chieda delle opzioni ormonali e non ormonali e dei suoi rischi personali.",
      ],
      [
        "Controllare ossa e cuore",
        "Chieda se è il momento di controllare pressione, lipidi, glicemia e densità ossea; gli esami ormonali aiutano solo in alcuni casi.",
      ],
      [
        "Costruire forza e mangiare per le ossa",
        "Allenamento di forza, proteine e cibi ricchi di calcio sostengono muscoli e ossa; i professionisti della directory possono guidarla.",
      ],
    ],
  },
  "womens-health": {
    title: "Salute della donna e ciclo mestruale",
    summary:
      "La salute della donna comprende ciclo mestruale, fertilità, gravidanza, menopausa e malattie più frequenti nelle donne, come i disturbi della tiroide, la carenza di ferro, l'osteoporosi e le malattie autoimmuni. Il ciclo è un utile segnale di salute: mestruazioni molto abbondanti, dolorose o irregolari sono comuni ma non vanno semplicemente sopportate, perché cause come endometriosi, fibromi, PCOS o problemi alla tiroide si possono curare. Le malattie cardiache, spesso viste come un problema maschile, sono tra le prime cause di morte anche nelle donne.",
    insights: [
      "Le mestruazioni abbondanti sono una causa frequente di carenza di ferro; se si sente stanca o le manca il fiato, vale la pena controllare la ferritina.",
      "L'endometriosi spesso richiede anni per essere diagnosticata; un dolore mestruale che impedisce le attività quotidiane merita la valutazione di un ginecologo.",
      "Le app per il ciclo aiutano a notare i cambiamenti e a descriverli al medico, ma non sono affidabili come unico metodo contraccettivo, a meno che l'app non sia certificata per questo.",
      "Gli screening per il tumore della cervice e del seno salvano vite; chieda quali la riguardano nel suo Paese.",
    ],
    steps: [
      [
        "Rivolgersi al ginecologo per cambiamenti o dolore",
        "Mestruazioni abbondanti, dolorose o irregolari, o perdite tra un ciclo e l'altro, meritano una visita.",
      ],
      [
        "Controllare ormoni e ferro se serve",
        "Un medico può decidere quali esami, come tiroide, ferro o un profilo ormonale, sono adatti ai suoi sintomi e al suo ciclo.",
      ],
      [
        "Tenere traccia del ciclo",
        "Le app della directory aiutano a registrare ciclo e sintomi per parlarne con il medico.",
      ],
    ],
  },
  pcos: {
    title: "PCOS (sindrome dell'ovaio policistico)",
    summary:
      "La sindrome dell'ovaio policistico (PCOS) è uno dei disturbi ormonali più frequenti nelle donne in età fertile. Si diagnostica dalla combinazione di ovulazione irregolare o assente, segni di ormoni maschili elevati come acne o peluria eccessiva, e ovaie dall'aspetto policistico all'ecografia. Spesso c'entra l'insulino-resistenza, e la PCOS aumenta il rischio di diabete di tipo 2, di difficoltà a concepire e, nel tempo, di malattie cardiache.",
    insights: [
      "La diagnosi spetta al medico: prima si escludono altre cause di cicli irregolari, come problemi alla tiroide o una prolattina alta.",
      "Le misure sullo stile di vita, soprattutto attività fisica regolare e, in caso di sovrappeso, un calo di peso moderato, migliorano ciclo e sensibilità all'insulina in molte donne.",
      "La terapia dipende dall'obiettivo – ciclo regolare, sintomi cutanei o gravidanza – e si sceglie con un ginecologo o un endocrinologo.",
    ],
    steps: [
      [
        "Ottenere una diagnosi corretta",
        "Un medico di base o un ginecologo può prescrivere esami ormonali ed ecografia ed escludere altre cause.",
      ],
      [
        "Controllare la salute metabolica",
        "Glicemia, HbA1c e, se utile, insulina mostrano se c'è un'insulino-resistenza.",
      ],
      [
        "Trovare un piano sostenibile",
        "Un dietista esperto di PCOS può aiutarla con alimentazione e attività adatte ai suoi obiettivi.",
      ],
    ],
  },
  "igf-1": {
    title: "IGF-1 e ormone della crescita",
    summary:
      "L'IGF-1 (fattore di crescita insulino-simile 1) è prodotto soprattutto dal fegato in risposta all'ormone della crescita, di cui il suo livello riflette l'attività. Sostiene la crescita nei bambini e muscoli e ossa negli adulti, e cala con l'età. I medici lo misurano per cercare disturbi dell'ormone della crescita. Nella ricerca sull'invecchiamento, un segnale di crescita più basso è legato a una vita più lunga in alcuni animali, mentre nell'uomo sia valori molto bassi sia molto alti di IGF-1 sono stati associati a rischi per la salute.",
    insights: [
      "L'IGF-1 va letto con intervalli specifici per età e sesso; apporto di proteine, digiuno, malattie del fegato e malnutrizione lo modificano.",
      "L'ormone della crescita usato come «anti-age» o nel bodybuilding non è autorizzato per questi scopi e può causare ritenzione di liquidi, dolori articolari, diabete e altri danni.",
      "Non è dimostrato alcun beneficio nell'alzare o abbassare di proposito l'IGF-1 negli adulti sani; conviene concentrarsi su alimentazione, forza e sonno.",
    ],
    steps: [
      [
        "Fare l'esame solo per un motivo medico",
        "Un endocrinologo può decidere se l'IGF-1 è utile e interpretarlo in base alla sua età.",
      ],
      [
        "Evitare l'ormone della crescita senza ricetta",
        "Ormoni o peptidi comprati online senza prescrizione possono essere dannosi e di contenuto incerto; ne parli con un medico o un farmacista.",
      ],
      [
        "Sostenere muscoli e ossa nei modi dimostrati",
        "Allenamento di forza, proteine sufficienti e buon sonno lavorano con i suoi ormoni.",
      ],
    ],
  },
  fertility: {
    title: "Fertilità e ricerca di una gravidanza",
    summary:
      "La fertilità dipende da entrambi i partner e cala con l'età, più nettamente nella donna dalla metà dei trent'anni. Fumo, alcol in eccesso, un peso molto alto o molto basso e alcune malattie la riducono. La maggior parte delle coppie concepisce entro un anno; i medici di solito consigliano una valutazione dopo un anno, o dopo sei mesi se la donna ha 35 anni o più, e prima in caso di problemi noti o cicli irregolari.",
    insights: [
      "Le autorità sanitarie raccomandano l'acido folico prima e all'inizio della gravidanza per ridurre il rischio di difetti del tubo neurale; chieda al medico o al farmacista il prodotto adatto.",
      "L'AMH riflette la riserva ovarica, ma prevede male la fertilità naturale della singola donna; serve soprattutto a pianificare i trattamenti di fertilità.",
      "Lo spermiogramma è una parte semplice e indispensabile di ogni valutazione, perché i fattori maschili contano in circa metà delle coppie.",
    ],
    steps: [
      [
        "Rivolgersi in tempo a uno specialista della fertilità",
        "Un ginecologo o un centro per la fertilità può prescrivere esami a entrambi; i laboratori della directory offrono esami del sangue legati alla fertilità.",
      ],
      [
        "Prepararsi con il medico di base",
        "Rivedete vaccinazioni, farmaci, malattie croniche e acido folico prima di cercare una gravidanza.",
      ],
      [
        "Coinvolgere il partner",
        "Un medico di base o un urologo può prescrivere uno spermiogramma e cercare cause curabili.",
      ],
    ],
  },
};
