import "server-only";
import type { AssistantMessages } from "./types";

const EXAMPLES =
  "per esempio il colesterolo LDL, la pressione arteriosa, la glicemia, il sonno, la creatina o il magnesio, oppure la longevità";

export const it: AssistantMessages = {
  disclaimer:
    "Questo assistente non è un medico. Le sue risposte sono informazioni generali, non una diagnosi né un piano di cura, e non " +
    "sostituiscono il parere di un professionista sanitario qualificato. Parla con il tuo medico prima di cambiare farmaci, " +
    "integratori, alimentazione o allenamento. In caso di emergenza chiama il 112.",
  quote: (text) => `«${text}»`,
  general: {
    summary:
      "Per questa domanda non ho ancora una guida verificata, quindi qui non posso darti una risposta affidabile. Per sintomi o " +
      `risultati che ti preoccupano, il tuo medico è il primo passo. Posso aiutarti con i biomarcatori e gli obiettivi di salute più comuni, ${EXAMPLES}.`,
    insights: [
      "Porta le tue domande e gli esami recenti al tuo medico di base: potrà decidere quali esami o specialisti hanno senso per te.",
      "Prova a riformulare con il nome di un biomarcatore (come ApoB, HbA1c o ferritina) o di un obiettivo (come dormire meglio o avere più energia).",
    ],
    doctor: [
      "Parla con il tuo medico",
      "Descrivi i sintomi o mostra i tuoi risultati per ricevere un consiglio adatto a te.",
      "Medico di base",
    ],
  },
  offTopic:
    "Posso aiutarti solo con domande su salute, biomarcatori, invecchiamento in salute e i fornitori presenti in questa directory. " +
    `Prova a chiedere di un biomarcatore o di un obiettivo di salute, ${EXAMPLES}.`,
  directory: {
    clinics: [
      "Sfoglia le cliniche",
      "Confronta le cliniche di prevenzione e di longevità e i check-up che offrono.",
      "Medico di medicina preventiva",
    ],
    labs: [
      "Trova un laboratorio",
      "Scopri quali laboratori analizzano i biomarcatori che ti interessano, anche con kit da fare a casa.",
      "Medicina di laboratorio",
    ],
    wearables: [
      "Esplora i dispositivi indossabili",
      "Monitora sonno, frequenza cardiaca, attività o glucosio per vedere le tue tendenze.",
      "Medicina del sonno o dello sport",
    ],
  },
  retrieval: {
    found: (terms, kinds) =>
      "Per questa domanda non ho ancora una guida verificata, quindi non posso darti consigli sulla salute in merito. " +
      `Ho cercato ${terms} nella directory; qui sotto trovi cosa ho trovato: ${kinds}. ` +
      "Ogni pagina descrive cosa offre il fornitore; per consigli sulla tua salute, parla con il tuo medico.",
    notInCountry: (country) => `Nessuno dei risultati ha sede in questo paese (${country}).`,
    insight:
      "Questi risultati sono stati trovati confrontando le parole della tua domanda con nomi, descrizioni, ingredienti e servizi " +
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
      `Quello che descrivi può essere un'emergenza medica. Chiama subito il ${n} o vai al pronto soccorso più vicino. ` +
      "Non aspettare una risposta online: questo assistente non può aiutarti in un'emergenza.",
    signs: {
      chest_pain: (n) =>
        `Dolore o oppressione al petto — soprattutto se si irradia al braccio, alla mandibola o alla schiena, o si accompagna a fiato corto, sudorazione o nausea — può essere un infarto. Chiama il ${n}, interrompi ogni sforzo e non guidare fino all'ospedale.`,
      stroke: (n) =>
        `Un lato del viso che cede all'improvviso, debolezza o intorpidimento su un lato del corpo, oppure parola impastata o confusa possono essere un ictus. Chiama subito il ${n} e annota l'ora di inizio dei sintomi: ogni minuto conta.`,
      suicidal: (n) =>
        `Se stai pensando di toglierti la vita o di farti del male, non sei solo e c'è aiuto disponibile subito. Se sei in pericolo immediato, chiama il ${n}.`,
      bleeding: (n) =>
        `Un sanguinamento abbondante che non si ferma, oppure vomitare o tossire sangue, richiede cure d'urgenza. Chiama il ${n}; se è una ferita, premi con forza con un panno pulito mentre aspetti.`,
      anaphylaxis: (n) =>
        `Gonfiore della gola, della lingua o delle labbra, difficoltà a respirare o una reazione allergica improvvisa e grave possono essere anafilassi. Chiama il ${n}. Se ti è stato prescritto un autoiniettore di adrenalina, usalo come ti è stato mostrato.`,
      headache: (n) =>
        `Un mal di testa improvviso e violentissimo — il peggiore della tua vita — può essere il segno di un sanguinamento nel cervello. Chiama il ${n} o vai subito al pronto soccorso più vicino.`,
    },
    call: (n) => [`Chiama subito il ${n}`, "Di' dove ti trovi e descrivi i sintomi.", "Servizi di emergenza"],
    about112: "Il 112 è gratuito da qualsiasi telefono in tutti i paesi dell'UE e in molti altri.",
    talk: {
      step: "Parla con qualcuno adesso",
      withLine: (line) =>
        `Chiama: ${line}. Se puoi, racconta a una persona di fiducia come ti senti e chiedile di restare con te.`,
      generic:
        "Contatta una linea di ascolto della tua zona o il tuo medico, oppure chiama il numero di emergenza. Se puoi, racconta a una persona di fiducia come ti senti e chiedile di restare con te.",
      expert: "Linea di ascolto o servizi di emergenza",
    },
    notAlone: [
      "Non restare solo",
      "Chiedi a qualcuno vicino a te di restare con te finché non arrivano i soccorsi.",
      "Una persona di fiducia",
    ],
    free: "gratuito",
    allDay: "24 ore su 24",
    callOrText: (n) => `chiamata o SMS al ${n}`,
  },
};
