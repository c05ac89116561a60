import "server-only";
import type { TopicTexts } from "../types";
import type { MetabolicId } from "./topics";

export const it: TopicTexts<MetabolicId> = {
  "blood-glucose": {
    title: "Glicemia e insulina",
    summary:
      "La glicemia è lo zucchero che circola nel sangue, il principale carburante delle cellule, e l'insulina è l'ormone che lo fa entrare nelle cellule. La glicemia a digiuno mostra il livello dopo una notte senza mangiare, mentre l'insulina a digiuno indica quanto deve lavorare il corpo per mantenerlo. L'insulino-resistenza, cioè aver bisogno di sempre più insulina per lo stesso effetto, può svilupparsi anni prima che la glicemia salga ed è legata a diabete di tipo 2, fegato grasso e malattie cardiache.",
    insights: [
      "La glicemia a digiuno da sola può sembrare normale mentre l'insulina è già alta; per questo alcuni medici della prevenzione guardano anche l'insulina a digiuno o l'HOMA-IR, i cui valori di riferimento variano tra laboratori.",
      "La glicemia sale naturalmente dopo i pasti; conta soprattutto quanto sale, quanto velocemente torna giù e la media complessiva, non le singole misurazioni.",
      "I muscoli sono la più grande riserva di glucosio del corpo: allenamento di forza, una breve passeggiata dopo i pasti, sonno sufficiente e gestione dello stress migliorano la sensibilità all'insulina.",
      "I sensori per il monitoraggio continuo del glucosio sono sempre più usati da persone senza diabete; anche le persone sane hanno picchi, quindi è meglio interpretare i risultati con un professionista.",
    ],
    steps: [
      [
        "Fare gli esami a digiuno",
        "Chieda glicemia a digiuno, HbA1c e, se utile, insulina a digiuno, e li rivaluti con il medico.",
      ],
      [
        "Vedere il suo andamento quotidiano",
        "Un sensore del glucosio portato per un paio di settimane mostra come pasti, sonno ed esercizio influiscono su di lei.",
      ],
      [
        "Costruire abitudini amiche della glicemia",
        "Un professionista della nutrizione può aiutarla con composizione dei pasti, fibre e orari adatti a lei.",
      ],
    ],
  },
  hba1c: {
    title: "HbA1c",
    summary:
      "L'HbA1c indica la quota di emoglobina dei globuli rossi a cui si è legato il glucosio. Poiché i globuli rossi vivono circa tre mesi, riflette la glicemia media degli ultimi due o tre mesi e non di un singolo momento. I medici la usano, insieme alla glicemia a digiuno, per individuare e seguire prediabete e diabete.",
    insights: [
      "L'HbA1c può risultare falsamente alta o bassa in caso di anemia, carenza di ferro, alcune varianti dell'emoglobina, malattie renali o perdite di sangue recenti; i medici allora la confermano con misure della glicemia.",
      "Fa la media di alti e bassi: due persone con la stessa HbA1c possono avere oscillazioni quotidiane molto diverse, che un sensore del glucosio può rivelare.",
      "Movimento regolare (soprattutto dopo i pasti), sonno migliore, perdita del peso in eccesso e un'alimentazione basata su cibi integrali ricchi di fibre tendono a migliorarla nel giro di mesi.",
    ],
    steps: [
      [
        "Parlare dell'HbA1c con un medico",
        "Chieda cosa significa il suo risultato e se devono seguire la glicemia a digiuno o altri esami.",
      ],
      [
        "Ripeterla con una cadenza sensata",
        "Poiché l'HbA1c riflette circa tre mesi, esami più frequenti aggiungono poco; il medico può suggerire un intervallo.",
      ],
      [
        "Capire l'andamento quotidiano",
        "Un sensore del glucosio, usato per qualche settimana con la guida di un professionista, mostra l'effetto di pasti, sonno ed esercizio.",
      ],
    ],
  },
  "uric-acid": {
    title: "Acido urico",
    summary:
      "L'acido urico è una sostanza di scarto che si forma quando il corpo demolisce le purine, presenti nelle nostre cellule e in alimenti come carne rossa, frattaglie, alcuni frutti di mare, birra e bevande zuccherate. I reni ne eliminano la maggior parte. Quando i livelli restano alti, possono formarsi cristalli nelle articolazioni e causare la gotta; livelli alti sono associati anche a calcoli renali, ipertensione e sindrome metabolica.",
    insights: [
      "Molte persone con acido urico alto non sviluppano mai la gotta; la necessità di una terapia dipende dai sintomi e dalle altre malattie, che il medico valuta.",
      "Alcol (soprattutto birra), bevande ricche di fruttosio, sovrappeso e alcuni diuretici contribuiscono spesso.",
      "Un'articolazione improvvisamente calda, gonfia e molto dolorosa va fatta valutare rapidamente da un medico.",
    ],
    steps: [
      [
        "Parlare del risultato con il medico",
        "Soprattutto se ha avuto dolori articolari, calcoli renali o pressione alta.",
      ],
      ["Misurare l'acido urico con la funzione renale", "I due valori si leggono spesso insieme."],
      [
        "Rivedere bevande e alimentazione",
        "Un dietista può aiutarla a ridurre in modo equilibrato birra, bevande zuccherate e cibi ricchi di purine.",
      ],
    ],
  },
  "insulin-resistance": {
    title: "Insulino-resistenza e salute metabolica",
    summary:
      "L'insulino-resistenza significa che le cellule rispondono meno all'insulina, così il pancreas deve produrne di più per mantenere normale la glicemia. Spesso si sviluppa in silenzio per anni, favorita da sedentarietà, grasso addominale, sonno scarso e genetica, e può essere presente molto prima che salgano glicemia o HbA1c. È strettamente legata a prediabete, diabete di tipo 2, fegato grasso, trigliceridi alti e malattie cardiache, e di solito migliora cambiando le abitudini quotidiane.",
    insights: [
      "Non esiste un test perfetto: i medici combinano glicemia a digiuno, HbA1c, trigliceridi, HDL e circonferenza vita, e alcuni aggiungono insulina a digiuno o HOMA-IR, i cui valori di riferimento variano tra laboratori.",
      "I muscoli assorbono la maggior parte del glucosio dopo un pasto: allenamento di forza e movimento regolare, anche una breve passeggiata dopo mangiato, sono tra le leve più efficaci.",
      "Perdere una parte del peso in eccesso, dormire abbastanza, mangiare più fibre e meno carboidrati raffinati migliorano la sensibilità all'insulina.",
    ],
    steps: [
      [
        "Chiedere un pannello metabolico",
        "Glicemia a digiuno, HbA1c e lipidi, con l'insulina a digiuno se utile, danno al medico un quadro più completo; i laboratori della directory li offrono.",
      ],
      [
        "Costruire muscolo e muoversi dopo i pasti",
        "Due o tre sedute di forza a settimana e brevi passeggiate dopo mangiato aiutano i muscoli a usare il glucosio.",
      ],
      [
        "Mangiare per una glicemia più stabile",
        "Un dietista può aiutarla a costruire i pasti intorno a verdure, proteine, fibre e cibi poco lavorati.",
      ],
    ],
  },
  "glp1-medicines": {
    title: "Farmaci GLP-1 (semaglutide, tirzepatide)",
    summary:
      "I farmaci GLP-1 come la semaglutide (Ozempic, Wegovy) e la tirzepatide (Mounjaro) imitano ormoni intestinali che regolano appetito e glicemia. Sono farmaci con prescrizione per il diabete di tipo 2 e, in alcuni Paesi, per l'obesità; gli studi mostrano una perdita di peso consistente e, per alcune persone, meno infarti e ictus. Hanno effetti collaterali, soprattutto digestivi, e alla sospensione il peso spesso torna. Se uno di essi sia adatto a lei è una decisione medica.",
    insights: [
      "I medici li prescrivono in base a BMI, altre malattie e storia clinica; non sono adatti a tutti, per esempio in gravidanza o con alcune malattie della tiroide o del pancreas.",
      "Un dimagrimento rapido fa perdere anche muscolo, quindi durante la terapia contano proteine sufficienti e allenamento di forza.",
      "I prodotti venduti online senza ricetta possono essere falsi o contaminati; le autorità europee hanno più volte messo in guardia.",
      "I loro effetti su cuore, reni, fegato e dipendenze sono oggetto di ricerca attiva, ma i dati oltre qualche anno sono ancora limitati.",
    ],
    steps: [
      [
        "Valutare se è adatto a lei",
        "Un medico di base o uno specialista dell'obesità può pesare benefici e rischi per la sua salute e spiegare le alternative.",
      ],
      [
        "Usarli solo con prescrizione",
        "Li acquisti in farmacia con ricetta e chieda al farmacista di effetti collaterali e interazioni.",
      ],
      [
        "Proteggere muscoli e nutrizione",
        "Un dietista può aiutarla ad assumere abbastanza proteine e nutrienti mentre l'appetito è ridotto.",
      ],
    ],
  },
  "weight-management": {
    title: "Peso e grasso corporeo",
    summary:
      "L'eccesso di grasso corporeo, soprattutto sulla pancia, aumenta il rischio di diabete di tipo 2, ipertensione, malattie cardiache, fegato grasso, problemi alle articolazioni e alcuni tumori. Il peso dipende da geni, sonno, stress, farmaci e ambiente tanto quanto da alimentazione e attività: non è solo una questione di forza di volontà. Anche una perdita moderata e duratura del peso in eccesso migliora pressione, glicemia e lipidi nel sangue.",
    insights: [
      "La circonferenza vita e la composizione corporea dicono di più sul rischio del peso o del BMI da soli, che non distinguono il muscolo dal grasso.",
      "Un modo di mangiare sostenibile funziona meglio nel lungo periodo di una dieta rigida; proteine, fibre e meno cibi ultra-processati aiutano a sentirsi sazi.",
      "L'allenamento di forza protegge i muscoli mentre si dimagrisce, e un buon sonno rende l'appetito più facile da gestire.",
      "Per alcune persone farmaci o chirurgia sono opzioni appropriate; sono decisioni da prendere con un medico.",
    ],
    steps: [
      [
        "Guardare il quadro completo",
        "Un medico di base o uno specialista dell'obesità può valutare pressione, glicemia, lipidi e possibili cause come farmaci o ormoni.",
      ],
      [
        "Pianificare pasti sostenibili",
        "Un dietista può aiutarla a trovare un modo di mangiare adatto alla sua vita, invece di una dieta di breve durata.",
      ],
      [
        "Seguire le abitudini, non solo la bilancia",
        "Le app della directory aiutano a registrare pasti, attività e sonno, che spesso cambiano prima del peso.",
      ],
    ],
  },
  cgm: {
    title: "Sensori per il monitoraggio continuo del glucosio (CGM)",
    summary:
      "Un sensore per il monitoraggio continuo del glucosio è un piccolo dispositivo applicato sul braccio o sull'addome che misura ogni pochi minuti, fino a due settimane, il glucosio nel liquido sotto la pelle. Per chi ha il diabete è uno strumento medico consolidato. Sempre più persone senza diabete usano sensori da banco per vedere come pasti, sonno, stress ed esercizio influiscono su di loro; le prove che questo migliori la loro salute sono ancora limitate.",
    insights: [
      "Anche nelle persone sane il glucosio sale dopo i pasti; un picco isolato è normale, e gli andamenti su più giorni dicono più di un singolo valore.",
      "I sensori misurano il liquido interstiziale con un leggero ritardo e sono meno precisi durante variazioni rapide, quindi non sostituiscono gli esami del sangue diagnostici.",
      "I dati del sensore possono rendere alcune persone ansiose verso il cibo; rivederli con un dietista aiuta a concentrarsi sulle abitudini complessive.",
    ],
    steps: [
      [
        "Provare un sensore con una guida",
        "Se le interessa il suo andamento, ne porti uno per una o due settimane; nella directory ci sono diversi sensori e app.",
      ],
      [
        "Interpretare gli andamenti con un professionista",
        "Un dietista può aiutarla a trasformare le curve in cambiamenti pratici senza restrizioni inutili.",
      ],
      [
        "Controllare l'HbA1c se i valori sono alti",
        "Valori spesso alti o una glicemia a digiuno alta vanno confermati dal medico con esami del sangue.",
      ],
    ],
  },
  fasting: {
    title: "Digiuno intermittente e alimentazione a finestra",
    summary:
      "Il digiuno intermittente comprende il mangiare entro una finestra oraria giornaliera, come il 16:8, i giorni di digiuno nella settimana e i digiuni più lunghi o che «mimano» il digiuno. Negli studi aiuta a perdere peso e a migliorare la glicemia più o meno quanto una normale riduzione delle calorie, quindi il vantaggio principale potrebbe essere che per alcune persone è più facile da seguire. L'idea che allunghi la vita umana si basa soprattutto su studi sugli animali.",
    insights: [
      "Cosa e quanto si mangia nella finestra continua a contare; la qualità del cibo e proteine sufficienti proteggono i muscoli.",
      "Il digiuno non è adatto a tutti: chi ha il diabete e prende farmaci, le donne in gravidanza o che allattano, chi ha avuto disturbi alimentari e le persone sottopeso dovrebbero prima chiedere un parere medico.",
      "I digiuni di più giorni è meglio farli sotto controllo medico, offerto da alcune cliniche della directory.",
    ],
    steps: [
      [
        "Verificare che sia sicuro per lei",
        "Ne parli prima con il medico di base se prende farmaci, in particolare per diabete o pressione, o ha altre malattie.",
      ],
      [
        "Mantenere alta la qualità del cibo",
        "Un dietista può aiutarla a coprire i suoi fabbisogni in una finestra alimentare più breve.",
      ],
      [
        "Fare i digiuni lunghi sotto controllo",
        "Se pensa di digiunare per più giorni, scelga un programma con supervisione medica.",
      ],
    ],
  },
  "healthy-diet": {
    title: "Mangiare sano per vivere a lungo",
    summary:
      "I modelli alimentari più costantemente associati a una vita più lunga e sana, come la dieta mediterranea, hanno la stessa base: tanta verdura, frutta, legumi, cereali integrali, frutta secca e olio d'oliva, pesce, e meno carne rossa e lavorata, bevande zuccherate e cibi ultra-processati. Nessun supercibo e nessuna dieta rigida si sono dimostrati migliori di questo modello nel lungo periodo. Anche le diete a basso contenuto di carboidrati, vegetariane o altre possono essere sane se basate su cibi poco lavorati.",
    insights: [
      "Grandi studi collegano più fibre, legumi e cereali integrali a meno malattie cardiache, diabete di tipo 2 e tumore del colon.",
      "Proteine sufficienti contano di più con l'età per conservare i muscoli; il fabbisogno dipende da corporatura, attività e salute.",
      "Le diete chetogeniche e molto povere di carboidrati possono aiutare alcune persone con il peso o la glicemia, ma in alcuni alzano il colesterolo LDL e sono difficili da mantenere; se ne segue una, controlli i lipidi.",
      "La dieta migliore è quella che riesce a mantenere: piccoli cambiamenti duraturi di solito battono piani brevi e rigidi.",
    ],
    steps: [
      [
        "Chiedere consigli nutrizionali personalizzati",
        "Un dietista o nutrizionista può adattare un modello sano ai suoi gusti, alla sua cultura, al suo budget e alla sua salute.",
      ],
      [
        "Parlare di dieta e malattie con il medico",
        "Con diabete, malattie renali o farmaci, alcuni cambiamenti richiedono un parere medico.",
      ],
      [
        "Rendere più facile la scelta sana",
        "Negozi bio, box di ricette e marchi di cibi poco lavorati della directory aiutano ad avere buon cibo a portata di mano.",
      ],
    ],
  },
  metformin: {
    title: "Metformina e longevità",
    summary:
      "La metformina è un farmaco con prescrizione, in uso da molto tempo ed economico, per il diabete di tipo 2. Studi osservazionali e ricerche sugli animali hanno fatto nascere l'interesse per capire se rallenti l'invecchiamento nelle persone senza diabete, e per verificarlo è stato proposto un grande studio (TAME). Finora non ci sono prove che allunghi la vita o la salute in chi non ha il diabete, e alcuni studi suggeriscono che possa ridurre i benefici dell'allenamento. Non è raccomandata per la longevità.",
    insights: [
      "I suoi benefici nel diabete sono ben dimostrati; la questione della longevità è separata e ancora aperta.",
      "Tra gli effetti collaterali ci sono disturbi digestivi e, negli anni, un calo della vitamina B12; contano anche funzione renale e mezzi di contrasto, per questo richiede controllo medico.",
      "I ricercatori la considerano un esempio di quanto sia difficile dimostrare effetti anti-invecchiamento: servono studi grandi e lunghi su persone sane.",
    ],
    steps: [
      [
        "Chiedere le prove, non una ricetta",
        "Un medico di base o un diabetologo può spiegare cosa si sa e se la metformina ha un ruolo medico per lei.",
      ],
      [
        "Mai prendere da soli farmaci con prescrizione",
        "Comprare farmaci senza ricetta espone a effetti collaterali, interazioni e prodotti falsi; ne parli con un medico o un farmacista.",
      ],
      [
        "Conoscere i propri marcatori metabolici",
        "HbA1c, glicemia e insulina a digiuno mostrano dove si trova davvero; i laboratori della directory li misurano.",
      ],
    ],
  },
  rapamycin: {
    title: "Rapamicina e longevità",
    summary:
      "La rapamicina (sirolimus) è un farmaco con prescrizione che sopprime il sistema immunitario, usato dopo i trapianti d'organo e in alcune malattie rare. Inibisce mTOR, una via centrale di segnalazione della crescita, e allunga la vita di topi e altri animali, diventando così un tema centrale della ricerca sull'invecchiamento. Nelle persone sane ci sono solo studi piccoli e brevi, gli effetti collaterali possono essere seri e non è un trattamento per la longevità approvato né raccomandato.",
    insights: [
      "I risultati sugli animali non valgono automaticamente per l'uomo; dosi, schemi e sicurezza a lungo termine nelle persone sane sono sconosciuti.",
      "Tra i possibili effetti collaterali ci sono afte, infezioni, aumento di lipidi e glicemia e una guarigione delle ferite più lenta.",
      "Alcune cliniche della longevità ne parlano, ma un medico serio sarà chiaro sull'incertezza e non la presenterà come dimostrata.",
    ],
    steps: [
      [
        "Discutere le prove con un medico",
        "Un medico della prevenzione o della longevità può spiegare cosa mostrano gli studi e cosa no.",
      ],
      [
        "Non fare esperimenti su sé stessi",
        "I farmaci che agiscono sul sistema immunitario richiedono ricetta e controlli; non li compri mai online.",
      ],
      [
        "Puntare su ciò che è dimostrato",
        "Attività fisica, sonno, pressione, lipidi e non fumare hanno prove molto più solide; gli esami della directory aiutano a seguirli.",
      ],
    ],
  },
};
