import "server-only";
import type { AssistantMessages } from "./types";

const EXAMPLES =
  "por ejemplo el colesterol LDL, la tensión arterial, la glucosa, el sueño, la creatina o el magnesio, o la longevidad";

export const es: AssistantMessages = {
  disclaimer:
    "Este asistente no es un médico. Sus respuestas son información general, no un diagnóstico ni un plan de tratamiento, y no " +
    "sustituyen el consejo de un profesional sanitario cualificado. Habla con tu médico antes de cambiar medicación, suplementos, " +
    "alimentación o entrenamiento. En caso de emergencia, llama al 112.",
  quote: (text) => `«${text}»`,
  general: {
    summary:
      "Todavía no tengo una guía revisada para esa pregunta, así que aquí no puedo darte una respuesta fiable. Si tienes síntomas o " +
      `resultados que te preocupan, tu médico es el primer paso. Puedo ayudarte con biomarcadores y objetivos de salud habituales, ${EXAMPLES}.`,
    insights: [
      "Lleva tus preguntas y tus análisis recientes a tu médico de cabecera: él puede decidir qué pruebas o especialistas tienen sentido para ti.",
      "Prueba a reformular la pregunta con el nombre de un biomarcador (como ApoB, HbA1c o ferritina) o de un objetivo (como dormir mejor o tener más energía).",
    ],
    doctor: [
      "Habla con tu médico",
      "Describe tus síntomas o enséñale tus resultados para recibir un consejo adaptado a ti.",
      "Médico de cabecera",
    ],
  },
  offTopic:
    "Solo puedo ayudarte con preguntas sobre salud, biomarcadores, envejecimiento saludable y los proveedores de este directorio. " +
    `Pregunta por un biomarcador o un objetivo de salud, ${EXAMPLES}.`,
  directory: {
    clinics: [
      "Ver clínicas",
      "Compara clínicas de prevención y longevidad y los chequeos que ofrecen.",
      "Médico de medicina preventiva",
    ],
    labs: [
      "Encontrar un laboratorio",
      "Mira qué laboratorios analizan los biomarcadores que te interesan, también con kits para hacer en casa.",
      "Análisis clínicos",
    ],
    wearables: [
      "Explorar wearables",
      "Registra el sueño, la frecuencia cardiaca, la actividad o la glucosa para ver tus propias tendencias.",
      "Medicina del sueño o deportiva",
    ],
  },
  retrieval: {
    found: (terms, kinds) =>
      "Todavía no tengo una guía revisada para esta pregunta, así que no puedo darte consejos de salud sobre ella. " +
      `He buscado ${terms} en el directorio; abajo tienes lo que he encontrado: ${kinds}. ` +
      "Cada página describe lo que ofrece el proveedor; para consejos sobre tu propia salud, habla con tu médico.",
    notInCountry: (country) => `Ninguno de los resultados tiene sede en ese país (${country}).`,
    insight:
      "Estos resultados se han encontrado comparando las palabras de tu pregunta con los nombres, descripciones, ingredientes y " +
      "servicios de las fichas; no son un consejo médico ni una recomendación personal.",
    kinds: {
      clinics: "clínicas",
      practitioners: "profesionales",
      labs: "laboratorios",
      supplements: "suplementos",
      foods: "alimentos",
      wearables: "wearables",
      brands: "marcas",
      apps: "aplicaciones",
    },
  },
  emergency: {
    summary: (n) =>
      `Lo que describes puede ser una emergencia médica. Llama ahora al ${n} o acude al servicio de urgencias más cercano. ` +
      "No esperes una respuesta en internet: este asistente no puede ayudarte en una emergencia.",
    signs: {
      chest_pain: (n) =>
        `El dolor o la opresión en el pecho —sobre todo si se extiende al brazo, la mandíbula o la espalda, o viene con falta de aire, sudor o náuseas— puede ser un infarto. Llama al ${n}, deja lo que estés haciendo y no conduzcas tú mismo al hospital.`,
      stroke: (n) =>
        `La caída repentina de un lado de la cara, la debilidad o el entumecimiento de un lado del cuerpo, o el habla arrastrada o confusa pueden ser un ictus. Llama al ${n} de inmediato y apunta la hora en que empezaron los síntomas: cada minuto cuenta.`,
      suicidal: (n) =>
        `Si estás pensando en quitarte la vida o en hacerte daño, no estás solo y hay ayuda disponible ahora mismo. Si estás en peligro inmediato, llama al ${n}.`,
      bleeding: (n) =>
        `Una hemorragia abundante que no para, o vomitar o toser sangre, necesita atención de urgencia. Llama al ${n}; si es una herida, presiona con fuerza con un paño limpio mientras esperas.`,
      anaphylaxis: (n) =>
        `La hinchazón de la garganta, la lengua o los labios, la dificultad para respirar o una reacción alérgica repentina y grave pueden ser una anafilaxia. Llama al ${n}. Si te han recetado un autoinyector de adrenalina, úsalo como te enseñaron.`,
      headache: (n) =>
        `Un dolor de cabeza repentino e intensísimo —el peor de tu vida— puede ser señal de un sangrado en el cerebro. Llama al ${n} o acude ahora mismo a urgencias.`,
    },
    call: (n) => [`Llama al ${n} ahora`, "Di dónde estás y describe los síntomas.", "Servicios de emergencia"],
    about112: "El 112 es gratuito desde cualquier teléfono en todos los países de la UE y en muchos otros.",
    talk: {
      step: "Habla con alguien ahora",
      withLine: (line) =>
        `Llama a ${line}. Si puedes, cuéntale a alguien de confianza cómo te sientes y pídele que se quede contigo.`,
      generic:
        "Contacta con una línea de ayuda en crisis de tu zona o con tu médico, o llama al número de emergencias. Si puedes, cuéntale a alguien de confianza cómo te sientes y pídele que se quede contigo.",
      expert: "Línea de crisis o servicios de emergencia",
    },
    notAlone: [
      "No te quedes solo",
      "Pide a alguien cercano que se quede contigo hasta que llegue la ayuda.",
      "Alguien de confianza",
    ],
    free: "gratuito",
    allDay: "24 horas",
    callOrText: (n) => `llamada o SMS al ${n}`,
  },
};
