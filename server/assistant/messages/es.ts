import "server-only";
import type { AssistantMessages } from "./types";

const EXAMPLES =
  "por ejemplo el colesterol LDL, la tensión arterial, la glucosa, el sueño, la creatina o el magnesio, o la longevidad";

export const es: AssistantMessages = {
  disclaimer:
    "Este asistente no es un médico. Sus respuestas son información general, no un diagnóstico ni un plan de tratamiento, y no " +
    "sustituyen el consejo de un profesional sanitario cualificado. Hable con su médico antes de cambiar medicación, suplementos, " +
    "alimentación o entrenamiento. En caso de emergencia, llame al 112.",
  quote: (text) => `«${text}»`,
  general: {
    summary:
      "Todavía no tengo una guía revisada para esa pregunta, así que aquí no puedo darle una respuesta fiable. Si tiene síntomas o " +
      `resultados que le preocupan, su médico es el primer paso. Puedo ayudarle con biomarcadores y objetivos de salud habituales, ${EXAMPLES}.`,
    insights: [
      "Lleve sus preguntas y sus análisis recientes a su médico de cabecera: podrá decidir qué pruebas o especialistas tienen sentido para usted.",
      "Pruebe a reformular la pregunta con el nombre de un biomarcador (como ApoB, HbA1c o ferritina) o de un objetivo (como dormir mejor o tener más energía).",
    ],
    doctor: [
      "Hable con su médico",
      "Describa sus síntomas o muéstrele sus resultados para recibir un consejo adaptado a usted.",
      "Médico de cabecera",
    ],
  },
  offTopic:
    "Solo puedo ayudarle con preguntas sobre salud, biomarcadores, envejecimiento saludable y los proveedores de este directorio. " +
    `Pregunte por un biomarcador o un objetivo de salud, ${EXAMPLES}.`,
  directory: {
    clinics: [
      "Ver clínicas",
      "Compare clínicas de prevención y longevidad y los chequeos que ofrecen.",
      "Médico de medicina preventiva",
    ],
    labs: [
      "Encontrar un laboratorio",
      "Vea qué laboratorios analizan los biomarcadores que le interesan, también con kits para hacer en casa.",
      "Análisis clínicos",
    ],
    wearables: [
      "Explorar dispositivos ponibles",
      "Registre el sueño, la frecuencia cardiaca, la actividad o la glucosa para ver sus propias tendencias.",
      "Medicina del sueño o deportiva",
    ],
  },
  retrieval: {
    found: (terms, kinds) =>
      "Todavía no tengo una guía revisada para esta pregunta, así que no puedo darle consejos de salud sobre ella. " +
      `He buscado ${terms} en el directorio; abajo tiene lo que he encontrado: ${kinds}. ` +
      "Cada página describe lo que ofrece el proveedor; para consejos sobre su propia salud, hable con su médico.",
    notInCountry: (country) => `Ninguno de los resultados tiene sede en ese país (${country}).`,
    insight:
      "Estos resultados se han encontrado comparando las palabras de su pregunta con los nombres, descripciones, ingredientes y " +
      "servicios de las fichas; no son un consejo médico ni una recomendación personal.",
    kinds: {
      clinics: "clínicas",
      practitioners: "profesionales",
      labs: "laboratorios",
      supplements: "suplementos",
      foods: "alimentos",
      wearables: "dispositivos ponibles",
      brands: "marcas",
      apps: "aplicaciones",
    },
  },
  emergency: {
    summary: (n) =>
      `Lo que describe puede ser una emergencia médica. Llame ahora al ${n} o acuda al servicio de urgencias más cercano. ` +
      "No espere una respuesta en internet: este asistente no puede ayudarle en una emergencia.",
    signs: {
      chest_pain: (n) =>
        `El dolor o la opresión en el pecho —sobre todo si se extiende al brazo, la mandíbula o la espalda, o viene con falta de aire, sudor o náuseas— puede ser un infarto. Llame al ${n}, deje lo que esté haciendo y no conduzca usted mismo al hospital.`,
      stroke: (n) =>
        `La caída repentina de un lado de la cara, la debilidad o el entumecimiento de un lado del cuerpo, o el habla arrastrada o confusa pueden ser un ictus. Llame al ${n} de inmediato y apunte la hora en que empezaron los síntomas: cada minuto cuenta.`,
      suicidal: (n) =>
        `Si está pensando en quitarse la vida o en hacerse daño, no está solo y hay ayuda disponible ahora mismo. Si está en peligro inmediato, llame al ${n}.`,
      bleeding: (n) =>
        `Una hemorragia abundante que no para, o vomitar o toser sangre, necesita atención de urgencia. Llame al ${n}; si es una herida, presione con fuerza con un paño limpio mientras espera.`,
      anaphylaxis: (n) =>
        `La hinchazón de la garganta, la lengua o los labios, la dificultad para respirar o una reacción alérgica repentina y grave pueden ser una anafilaxia. Llame al ${n}. Si le han recetado un autoinyector de adrenalina, úselo como le enseñaron.`,
      headache: (n) =>
        `Un dolor de cabeza repentino e intensísimo —el peor de su vida— puede ser señal de un sangrado en el cerebro. Llame al ${n} o acuda ahora mismo a urgencias.`,
    },
    call: (n) => [`Llame al ${n} ahora`, "Diga dónde está y describa los síntomas.", "Servicios de emergencia"],
    about112: "El 112 es gratuito desde cualquier teléfono en todos los países de la UE y en muchos otros.",
    talk: {
      step: "Hable con alguien ahora",
      withLine: (line) =>
        `Llame a ${line}. Si puede, cuéntele a alguien de confianza cómo se siente y pídale que se quede con usted.`,
      generic:
        "Contacte con una línea de ayuda en crisis de su zona o con su médico, o llame al número de emergencias. Si puede, cuéntele a alguien de confianza cómo se siente y pídale que se quede con usted.",
      expert: "Línea de crisis o servicios de emergencia",
    },
    notAlone: [
      "No se quede solo",
      "Pida a alguien cercano que se quede con usted hasta que llegue la ayuda.",
      "Alguien de confianza",
    ],
    free: "gratuito",
    allDay: "24 horas",
    callOrText: (n) => `llamada o SMS al ${n}`,
  },
};
