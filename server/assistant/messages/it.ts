import "server-only";
import type { AssistantMessages } from "./types";

const EXAMPLES =
  "per esempio il colesterolo LDL, la pressione arteriosa, la glicemia, il sonno, la creatina o il magnesio, oppure la longevità";

export const it: AssistantMessages = {
  disclaimer:
    "Questo assistente non è un medico. Le sue risposte sono informazioni generali, non una diagnosi né un piano di cura, e non " +
    "sostituiscono il parere di un professionista sanitario qualificato. Parli con il suo medico prima di cambiare farmaci, " +
    "integratori, alimentazione o allenamento. In caso di emergenza chiami il 112.",
  quote: (text) => `«${text}»`,
  general: {
    summary:
      "Per questa domanda non ho ancora una guida verificata, quindi qui non posso darle una risposta affidabile. Per sintomi o " +
      `risultati che la preoccupano, il suo medico è il primo passo. Posso aiutarla con i biomarcatori e gli obiettivi di salute più comuni, ${EXAMPLES}.`,
    insights: [
      "Porti le sue domande e gli esami recenti al medico di base: potrà decidere quali esami o specialisti hanno senso per lei.",
      "Provi a riformulare con il nome di un biomarcatore (come ApoB, HbA1c o ferritina) o di un obiettivo (come dormire meglio o avere più energia).",
    ],
    doctor: [
      "Parli con il suo medico",
      "Descriva i sintomi o mostri i suoi risultati per ricevere un consiglio adatto a lei.",
      "Medico di base",
    ],
  },
  offTopic:
    "Posso aiutarla solo con domande su salute, biomarcatori, invecchiamento in salute e i fornitori presenti in questa directory. " +
    `Provi a chiedere di un biomarcatore o di un obiettivo di salute, ${EXAMPLES}.`,
  directory: {
    clinics: [
      "Sfogli le cliniche",
      "Confronti le cliniche di prevenzione e di longevità e i check-up che offrono.",
      "Medico di medicina preventiva",
    ],
    labs: [
      "Trovi un laboratorio",
      "Scopra quali laboratori analizzano i biomarcatori che le interessano, anche con kit da fare a casa.",
      "Medicina di laboratorio",
    ],
    wearables: [
      "Esplori i dispositivi indossabili",
      "Monitori sonno, frequenza cardiaca, attività o glucosio per vedere le sue tendenze.",
      "Medicina del sonno o dello sport",
    ],
  },
  retrieval: {
    found: (terms, kinds) =>
      "Per questa domanda non ho ancora una guida verificata, quindi non posso darle consigli sulla salute in merito. " +
      `Ho cercato ${terms} nella directory; qui sotto trova cosa ho trovato: ${kinds}. ` +
      "Ogni pagina descrive cosa offre il fornitore; per consigli sulla sua salute, parli con il suo medico.",
    notInCountry: (country) => `Nessuno dei risultati ha sede in questo paese (${country}).`,
    insight:
      "Questi risultati sono stati trovati confrontando le parole della sua domanda con nomi, descrizioni, ingredienti e servizi " +
      "delle schede; non sono un parere medico né una raccomandazione personale.",
    kinds: {
      clinics: "cliniche",
      practitioners: "professionisti",
      labs: "laboratori",
      supplements: "integratori",
      foods: "alimenti",
      wearables: "dispositivi indossabili",
      brands: "marchi",
      apps: "app",
    },
  },
  emergency: {
    summary: (n) =>
      `Quello che descrive può essere un'emergenza medica. Chiami subito il ${n} o vada al pronto soccorso più vicino. ` +
      "Non aspetti una risposta online: questo assistente non può aiutarla in un'emergenza.",
    signs: {
      chest_pain: (n) =>
        `Dolore o oppressione al petto — soprattutto se si irradia al braccio, alla mandibola o alla schiena, o si accompagna a fiato corto, sudorazione o nausea — può essere un infarto. Chiami il ${n}, interrompa ogni sforzo e non guidi fino all'ospedale.`,
      stroke: (n) =>
        `Un lato del viso che cede all'improvviso, debolezza o intorpidimento su un lato del corpo, oppure parola impastata o confusa possono essere un ictus. Chiami subito il ${n} e annoti l'ora di inizio dei sintomi: ogni minuto conta.`,
      suicidal: (n) =>
        `Se sta pensando di togliersi la vita o di farsi del male, non è solo e c'è aiuto disponibile subito. Se è in pericolo immediato, chiami il ${n}.`,
      bleeding: (n) =>
        `Un sanguinamento abbondante che non si ferma, oppure vomitare o tossire sangue, richiede cure d'urgenza. Chiami il ${n}; se è una ferita, prema con forza con un panno pulito mentre aspetta.`,
      anaphylaxis: (n) =>
        `Gonfiore della gola, della lingua o delle labbra, difficoltà a respirare o una reazione allergica improvvisa e grave possono essere anafilassi. Chiami il ${n}. Se le è stato prescritto un autoiniettore di adrenalina, lo usi come le è stato mostrato.`,
      headache: (n) =>
        `Un mal di testa improvviso e violentissimo — il peggiore della sua vita — può essere il segno di un sanguinamento nel cervello. Chiami il ${n} o vada subito al pronto soccorso più vicino.`,
    },
    call: (n) => [`Chiami subito il ${n}`, "Dica dove si trova e descriva i sintomi.", "Servizi di emergenza"],
    about112: "Il 112 è gratuito da qualsiasi telefono in tutti i paesi dell'UE e in molti altri.",
    talk: {
      step: "Parli con qualcuno adesso",
      withLine: (line) =>
        `Chiami: ${line}. Se può, racconti a una persona di fiducia come si sente e le chieda di restare con lei.`,
      generic:
        "Contatti una linea di ascolto della sua zona o il suo medico, oppure chiami il numero di emergenza. Se può, racconti a una persona di fiducia come si sente e le chieda di restare con lei.",
      expert: "Linea di ascolto o servizi di emergenza",
    },
    notAlone: [
      "Non resti solo",
      "Chieda a qualcuno vicino a lei di restare finché non arrivano i soccorsi.",
      "Una persona di fiducia",
    ],
    free: "gratuito",
    allDay: "24 ore su 24",
    callOrText: (n) => `chiamata o SMS al ${n}`,
  },
};
