import "server-only";
import type { TopicTexts } from "../types";
import type { TrainingId } from "./topics";

export const it: TopicTexts<TrainingId> = {
  hrv: {
    title: "Variabilità della frequenza cardiaca (HRV)",
    summary:
      "La variabilità della frequenza cardiaca (HRV) è la piccola variazione del tempo tra un battito e l'altro. Riflette l'equilibrio del sistema nervoso autonomo: una HRV alta rispetto al proprio valore di base indica in genere un buon recupero, mentre un calo può seguire sonno scarso, alcol, malattia, allenamenti duri o stress. L'HRV è molto individuale, quindi seguire il proprio andamento è più utile che confrontarsi con gli altri.",
    insights: [
      "I dispositivi indossabili misurano l'HRV soprattutto durante il sonno; gli andamenti su settimane contano più di una singola notte.",
      "Età, genetica e forma fisica determinano il valore di base; l'allenamento di resistenza e un sonno regolare tendono ad alzarlo nel tempo.",
      "La respirazione lenta aumenta l'HRV sul momento ed è un modo semplice per esercitarsi a rilassarsi.",
    ],
    steps: [
      [
        "Stabilire il proprio valore di base",
        "Indossi un tracker con costanza per qualche settimana prima di interpretare le variazioni.",
      ],
      [
        "Pianificare allenamento e riposo in base all'andamento",
        "Un calo prolungato sotto il suo valore di base è un segnale per dare priorità al sonno e a giornate più leggere.",
      ],
      [
        "Provare esercizi di respirazione ogni giorno",
        "Pochi minuti di respirazione lenta sono un'abitudine facile; le app possono guidarla.",
      ],
    ],
  },
  "resting-heart-rate": {
    title: "Frequenza cardiaca a riposo",
    summary:
      "La frequenza cardiaca a riposo è il numero di battiti al minuto quando si è completamente a riposo, misurata al meglio appena svegli. Una frequenza a riposo più bassa riflette in genere una migliore forma cardiovascolare, e una frequenza stabilmente più alta è associata in grandi studi a un rischio cardiovascolare maggiore. Aumenta temporaneamente con malattie, disidratazione, alcol, stress e sonno scarso.",
    insights: [
      "Il suo andamento dice più di una singola misura; un aumento di diversi battiti rispetto al solito può essere un segnale precoce di malattia o sovrallenamento.",
      "L'attività aerobica regolare abbassa la frequenza a riposo nel giro di settimane o mesi.",
      "Una frequenza a riposo molto bassa o molto alta insieme a capogiri, svenimenti o fiato corto richiede una valutazione medica.",
    ],
    steps: [
      [
        "Misurarla ogni giorno allo stesso modo",
        "Un dispositivo indossabile o una misura al mattino prima di alzarsi danno valori confrontabili.",
      ],
      [
        "Migliorare la forma aerobica",
        "Camminare a passo svelto, andare in bici o nuotare quasi ogni giorno abbassa la frequenza a riposo nel tempo.",
      ],
      [
        "Andare dal medico se è insolita e ci sono sintomi",
        "Palpitazioni, capogiri, svenimenti o fiato corto richiedono un controllo medico.",
      ],
    ],
  },
  vo2max: {
    title: "VO2max e forma fisica",
    summary:
      "Il VO2max è la quantità massima di ossigeno che il corpo può usare durante uno sforzo intenso, la misura di riferimento della forma cardiorespiratoria. In grandi studi osservazionali, una buona forma fisica è uno dei più forti predittori di una vita più lunga, e il VO2max cala naturalmente con l'età. Si misura con più precisione in laboratorio, con una maschera su tapis roulant o cyclette; gli orologi sportivi lo stimano da frequenza cardiaca e andatura.",
    insights: [
      "Sia l'allenamento moderato e costante (spesso chiamato zona 2) sia brevi intervalli intensi migliorano il VO2max; conta soprattutto la costanza nei mesi.",
      "Le stime degli orologi vanno bene per seguire l'andamento, ma possono differire parecchio da un test di laboratorio.",
      "Se parte da poca attività o ha fattori di rischio cardiaco, ne parli con un medico prima di allenarsi intensamente.",
    ],
    steps: [
      ["Stimarlo e seguirne l'andamento", "Molti orologi sportivi stimano il VO2max dalle sue corse o uscite in bici."],
      [
        "Fare un test di laboratorio per la precisione",
        "Un test da sforzo cardiopolmonare dà un valore esatto e le sue zone di allenamento.",
      ],
      [
        "Sentire un medico prima di allenamenti intensi se ha fattori di rischio",
        "Per esempio una malattia cardiaca nota, sintomi al petto sotto sforzo o diversi fattori di rischio cardiovascolare.",
      ],
    ],
  },
  "body-composition": {
    title: "Composizione corporea",
    summary:
      "La composizione corporea descrive di cosa è fatto il peso – grasso, muscoli, ossa e acqua – e dice di più sulla salute del peso o del BMI da soli. Il grasso intorno agli organi (grasso viscerale) è il più legato a diabete e malattie cardiache, mentre massa e forza muscolare proteggono la salute con l'età. La DXA misura la composizione con la massima precisione; le bilance smart a bioimpedenza danno stime approssimative, utili soprattutto per gli andamenti.",
    insights: [
      "La circonferenza vita è un indicatore semplice e gratuito del grasso viscerale, che i medici usano spesso insieme al BMI.",
      "Allenamento di forza e proteine sufficienti aiutano a conservare i muscoli, soprattutto quando si dimagrisce e dopo i 40 anni.",
      "Le letture della bioimpedenza cambiano con idratazione, pasti e orario, quindi misuri sempre nelle stesse condizioni.",
    ],
    steps: [
      ["Misurare con costanza", "Circonferenza vita e una bilancia smart alla stessa ora mostrano il suo andamento."],
      [
        "Dare priorità a forza e proteine",
        "Un allenatore o un dietista può costruire un piano che conservi i muscoli.",
      ],
      [
        "Valutare una DXA o una scansione corporea",
        "Alcune cliniche offrono misure precise della composizione corporea all'interno di un check-up.",
      ],
    ],
  },
  "strength-training": {
    title: "Allenamento di forza e muscoli",
    summary:
      "Massa e forza muscolare calano dalla mezza età, più in fretta dopo i 60 anni: è la sarcopenia, che aumenta il rischio di cadute, fragilità e perdita di autonomia. L'allenamento di forza è il modo più efficace per rallentarla o invertirla a qualsiasi età, e migliora anche glicemia, densità ossea e umore. Le linee guida raccomandano esercizi di rinforzo per tutti i grandi gruppi muscolari almeno due giorni alla settimana.",
    insights: [
      "Carichi che aumentano gradualmente con una buona tecnica contano più del programma esatto; corpo libero, elastici e macchine vanno tutti bene.",
      "Proteine sufficienti, distribuite nella giornata, aiutano il corpo a costruire muscolo dopo l'allenamento, soprattutto negli anziani.",
      "Chi ha malattie cardiache, pressione mal controllata o problemi articolari di solito può allenarsi in sicurezza con un piano adattato; chieda prima a un medico.",
    ],
    steps: [
      [
        "Imparare una buona tecnica",
        "Un allenatore qualificato o un fisioterapista può impostare un programma sicuro e progressivo per il suo livello.",
      ],
      [
        "Verificare prima in caso di malattie",
        "Un medico dello sport può consigliarla se ha problemi cardiaci, articolari o di altro tipo.",
      ],
      [
        "Mangiare abbastanza proteine",
        "Un dietista può aiutarla a pianificare pasti ricchi di proteine; nella directory trova alimenti proteici.",
      ],
    ],
  },
  "grip-strength": {
    title: "Forza di presa",
    summary:
      "La forza di presa, misurata stringendo un dinamometro a mano, è un marcatore semplice della forza muscolare complessiva. In grandi studi, una presa più debole è associata a rischi più alti di disabilità, malattie cardiache e morte precoce, quindi è un utile segnale di solidità fisica più che un obiettivo in sé. Cala con l'età e la sedentarietà e migliora con l'allenamento di forza di tutto il corpo.",
    insights: [
      "La forza di presa riflette la forza generale, quindi allenare solo le mani serve meno che allenare tutto il corpo.",
      "I risultati si confrontano con valori per età e sesso; alcune cliniche e check-up la misurano.",
      "Una perdita improvvisa di forza in una mano, soprattutto con intorpidimento o altri sintomi, richiede cure urgenti.",
    ],
    steps: [
      [
        "Allenare tutto il corpo",
        "Un allenatore può costruire un programma con trazioni, trasporti e sollevamenti che rinforzano anche la presa.",
      ],
      [
        "Farla misurare",
        "Chieda al medico, a un medico dello sport o al check-up di una clinica di confrontarla con i valori di riferimento.",
      ],
      [
        "Aggiungere trasporti e sospensioni",
        "La camminata del contadino e restare appesi a una sbarra sono esercizi semplici; nella directory trova marchi di attrezzature sportive.",
      ],
    ],
  },
  "zone-2": {
    title: "Allenamento in zona 2",
    summary:
      "La zona 2 indica un esercizio di resistenza costante a intensità bassa o moderata, più o meno dove si riesce ancora a parlare con frasi complete. Costruisce la base aerobica, migliora il modo in cui i muscoli usano grassi e glucosio e si recupera facilmente, per cui si può fare spesso. È diventata popolare nel mondo della longevità; le prove sostengono l'attività aerobica moderata e regolare in generale, e la zona esatta di frequenza conta meno della costanza.",
    insights: [
      "Le zone si stimano con un cardiofrequenzimetro o con il test della parola; i test di laboratorio su lattato o scambi respiratori danno le soglie più precise.",
      "Diverse ore settimanali di allenamento moderato, abbinate ad alcuni intervalli più duri, migliorano di più il VO2max.",
      "Camminata veloce, bici, nuoto o canottaggio vanno tutti bene; la scelta migliore è quella che farà con regolarità.",
    ],
    steps: [
      [
        "Trovare la propria zona",
        "Usi il test della parola o un cardiofrequenzimetro; fasce cardio e orologi sono nella directory.",
      ],
      [
        "Sentire un medico in caso di fattori di rischio",
        "Malattie cardiache, sintomi al petto sotto sforzo o diversi fattori di rischio richiedono un controllo prima di iniziare.",
      ],
      [
        "Misurare le soglie per la precisione",
        "Uno studio di medicina dello sport può misurare le soglie del lattato o ventilatorie.",
      ],
    ],
  },
  hiit: {
    title: "Allenamento a intervalli (HIIT)",
    summary:
      "L'allenamento a intervalli ad alta intensità alterna brevi sforzi intensi a fasi di recupero, come il protocollo norvegese 4x4 con quattro minuti duri e tre facili. Migliora in modo efficiente VO2max e controllo della glicemia, e gli studi sugli anziani mostrano che è fattibile ed efficace. Poiché impegna cuore e articolazioni, funziona meglio aggiunto una o due volte alla settimana a una base di attività moderata regolare.",
    insights: [
      "Le sedute dure richiedono recupero; di più non è meglio, e troppa intensità aumenta il rischio di infortuni e sovrallenamento.",
      "Un buon riscaldamento e un aumento graduale dell'intensità nelle settimane rendono gli intervalli più sicuri.",
      "Dolore al petto, fiato corto insolito, capogiri o palpitazioni durante l'esercizio significano fermarsi e andare dal medico.",
    ],
    steps: [
      [
        "Controllare prima la salute del cuore",
        "Con malattie cardiache, pressione alta o se è alle prime armi, ne parli con il medico o un cardiologo prima di allenarsi intensamente.",
      ],
      [
        "Iniziare con un protocollo semplice",
        "Un allenatore può adattare gli intervalli alla sua forma; i cardiofrequenzimetri della directory aiutano a dosarli.",
      ],
      [
        "Pianificare giorni di recupero",
        "Giorni facili, sonno e alimentazione fanno funzionare l'allenamento; un allenatore può bilanciare la settimana.",
      ],
    ],
  },
  "daily-steps": {
    title: "Passi quotidiani e camminata",
    summary:
      "Camminare è la forma di esercizio più accessibile. Grandi studi collegano più passi al giorno a un rischio minore di morte precoce e malattie cardiache, con benefici che crescono fino a circa sette-diecimila passi al giorno per la maggior parte degli adulti e poi si stabilizzano; i famosi 10.000 erano in origine una cifra pubblicitaria. Camminare a passo svelto e interrompere i lunghi periodi seduti aggiungono benefici.",
    insights: [
      "Qualsiasi aumento aiuta soprattutto quando si parte da poco; il guadagno maggiore sta nel passare da pochissimi passi a una quantità moderata.",
      "Una breve camminata dopo i pasti riduce il rialzo della glicemia.",
      "Telefoni e dispositivi indossabili contano i passi abbastanza bene per seguire l'andamento, anche se i numeri assoluti variano tra gli apparecchi.",
    ],
    steps: [
      [
        "Conoscere il punto di partenza",
        "Conti i passi per una settimana con il telefono o un dispositivo, poi ne aggiunga un po' ogni settimana.",
      ],
      [
        "Rendere la camminata sicura e piacevole",
        "Se dolori o problemi di equilibrio la limitano, un medico o un fisioterapista può aiutarla.",
      ],
      [
        "Inserirla nella giornata",
        "Riunioni camminando, scale e passeggiate dopo i pasti si sommano; le app di attività della directory possono ricordarglielo.",
      ],
    ],
  },
  "mobility-balance": {
    title: "Mobilità, flessibilità ed equilibrio",
    summary:
      "Mobilità ed equilibrio permettono di muoversi liberamente e di evitare le cadute, che con l'età diventano una delle principali cause di lesioni. L'equilibrio peggiora dalla mezza età ma risponde bene all'allenamento: nelle revisioni, i programmi con esercizi di equilibrio e di forza riducono le cadute negli anziani di circa un quarto. Yoga, tai chi e pilates uniscono mobilità, equilibrio e forza, e lo stretching regolare mantiene l'ampiezza dei movimenti.",
    insights: [
      "Test semplici, come stare su una gamba o alzarsi da una sedia senza le mani, danno un'idea dell'equilibrio e della forza delle gambe.",
      "Il tai chi è tra i metodi con le prove più solide per prevenire le cadute negli anziani.",
      "Capogiri, cadute ripetute o problemi di equilibrio improvvisi richiedono un controllo medico, perché possono dipendere da farmaci, pressione o orecchio interno.",
    ],
    steps: [
      [
        "Farsi valutare il movimento",
        "Un fisioterapista può controllare mobilità ed equilibrio e proporle esercizi adatti.",
      ],
      [
        "Frequentare un corso",
        "Corsi di yoga, tai chi o pilates migliorano mobilità ed equilibrio; alcune cliniche della directory li offrono.",
      ],
      ["Parlare di cadute e capogiri con il medico", "Il medico può controllare farmaci, pressione e altre cause."],
    ],
  },
  exercise: {
    title: "Esercizio e attività fisica",
    summary:
      "L'attività fisica regolare è una delle cose più efficaci per vivere più a lungo e in salute: riduce il rischio di malattie cardiache, diabete, diversi tumori, depressione e demenza. L'OMS raccomanda agli adulti da 150 a 300 minuti settimanali di attività aerobica moderata o da 75 a 150 di attività intensa, più esercizi di rinforzo muscolare almeno due giorni e, per gli anziani, anche esercizi di equilibrio. Un po' di attività è meglio di niente, e i benefici iniziano a qualsiasi età.",
    insights: [
      "I maggiori guadagni di salute arrivano passando dall'inattività a un'attività moderata; non serve essere atleti.",
      "Un mix di resistenza, forza, equilibrio e flessibilità copre i diversi modi in cui il corpo invecchia.",
      "Chi ha malattie cardiache, sintomi al petto o altre malattie dovrebbe chiedere al medico come iniziare in sicurezza.",
    ],
    steps: [
      [
        "Iniziare in sicurezza",
        "Se ha una malattia o è inattivo da tempo, chieda al medico di base o a un medico dello sport come cominciare.",
      ],
      [
        "Trovare un piano che le piaccia",
        "Un allenatore può aiutarla a unire resistenza, forza ed equilibrio in una routine adatta alla sua vita.",
      ],
      [
        "Tenere traccia dell'attività",
        "I dispositivi indossabili della directory mostrano la sua attività e la aiutano a continuare.",
      ],
    ],
  },
};
