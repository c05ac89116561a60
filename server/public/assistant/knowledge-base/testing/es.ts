import "server-only";
import type { TopicTexts } from "../types";
import type { TestingId } from "./topics";

export const es: TopicTexts<TestingId> = {
  longevity: {
    title: "Longevidad y envejecimiento saludable",
    summary:
      "La medicina de la longevidad busca alargar la vida en buena salud –los años vividos con salud–, no solo la duración de la vida. Las pruebas más sólidas siguen señalando lo básico: ejercicio regular con entrenamiento de fuerza, no fumar, una dieta sobre todo vegetal, buen descanso, un peso saludable, poco alcohol y vínculos sociales fuertes, junto con la detección y el tratamiento precoces del riesgo cardiovascular, la diabetes y el cáncer. Muchas intervenciones más nuevas, incluidos los suplementos antienvejecimiento, aún se están estudiando en personas.",
    insights: [
      "Los médicos de prevención se centran en las principales causas de muerte y discapacidad –enfermedad cardiaca, cáncer, enfermedad metabólica y neurodegeneración– y siguen marcadores como la ApoB, la HbA1c, la presión arterial, la forma física y la fuerza.",
      "La forma cardiorrespiratoria y la fuerza muscular están entre los mejores predictores de un envejecimiento saludable, y ambas se pueden entrenar a cualquier edad.",
      "Las pruebas de la mayoría de los suplementos antienvejecimiento en personas siguen siendo limitadas; comente cualquier suplemento con un médico, sobre todo si toma medicación.",
      "Los programas de cribado, como los de cáncer colorrectal, de mama y de cuello uterino, son herramientas probadas para vivir más y conviene tenerlos al día.",
    ],
    steps: [
      [
        "Hágase un chequeo de partida",
        "Una clínica de prevención o de longevidad puede valorar su riesgo cardiovascular, metabólico y de cáncer como punto de partida.",
      ],
      [
        "Mida los biomarcadores clave",
        "ApoB, Lp(a), HbA1c, PCR-us y vitamina D son puntos de partida habituales; los laboratorios del directorio los ofrecen.",
      ],
      [
        "Entrene la forma física y la fuerza",
        "La forma aeróbica y la fuerza muscular están entre los mejores predictores de un envejecimiento saludable; un dispositivo ayuda a seguir su progreso.",
      ],
    ],
  },
  "biological-age": {
    title: "Edad biológica",
    summary:
      "Las pruebas de edad biológica estiman qué edad aparenta su cuerpo en comparación con su edad cronológica. Las más comunes son los relojes epigenéticos, que leen marcas químicas (metilación del ADN) en sus genes; otras usan la longitud de los telómeros, los glicanos o marcadores sanguíneos habituales. Son herramientas de investigación prometedoras, pero los resultados varían entre pruebas e incluso entre muestras repetidas, y todavía no están validadas para tomar decisiones médicas.",
    insights: [
      "Cada reloj mide cosas distintas, así que compare en el tiempo solo resultados de la misma prueba.",
      "Marcadores consolidados como la presión arterial, la ApoB, la HbA1c, la forma física y la fuerza siguen siendo mejores guías de qué cambiar.",
      "El tabaco, la obesidad, el mal descanso y el sedentarismo se asocian con estimaciones de edad biológica más altas.",
    ],
    steps: [
      [
        "Empiece por los marcadores probados",
        "La presión arterial, la ApoB, la HbA1c y la forma física dicen más sobre qué cambiar que cualquier estimación de edad aislada.",
      ],
      [
        "Comente los resultados con un médico de longevidad",
        "Puede situar una estimación de edad biológica en el contexto de sus demás resultados.",
      ],
      [
        "Si se hace la prueba, use siempre la misma",
        "Las distintas pruebas no son comparables; repítala con el mismo proveedor para ver una tendencia.",
      ],
    ],
  },
  "full-body-mri": {
    title: "Resonancia de cuerpo entero y escáneres corporales",
    summary:
      "Las resonancias magnéticas de cuerpo entero se ofrecen de forma privada a personas sin síntomas para detectar enfermedades a tiempo. La resonancia no usa radiación, pero en personas sanas suele encontrar hallazgos casuales, casi siempre inofensivos, que pueden llevar a más pruebas, preocupación y a veces intervenciones innecesarias. Las sociedades médicas no recomiendan hoy estos escáneres de cribado en personas sin síntomas, porque no está demostrado que salven vidas, a diferencia de los programas de cribado establecidos.",
    insights: [
      "Antes de reservar, pregunte qué puede y qué no puede detectar la prueba, quién lee las imágenes y cómo se hace el seguimiento de los hallazgos.",
      "Una resonancia no sustituye a los cribados probados de cáncer colorrectal, de mama y de cuello uterino, ni al control de la presión arterial y el colesterol.",
      "Una imagen dirigida que pide un médico por síntomas o un riesgo concreto es otra situación y a menudo es muy valiosa.",
    ],
    steps: [
      [
        "Valore ventajas e inconvenientes con un médico",
        "Un médico de medicina preventiva puede decirle si un escáner le aporta algo; las clínicas del directorio que los ofrecen están en la lista.",
      ],
      [
        "Pregunte por el proceso y la lectura",
        "Un radiólogo puede explicarle la calidad de la imagen, el informe y qué se hace con los hallazgos inesperados.",
      ],
      [
        "Mantenga los cribados probados",
        "Su médico de cabecera puede decirle qué programas de cribado y chequeos le corresponden.",
      ],
    ],
  },
  "genetic-tests": {
    title: "Pruebas genéticas",
    summary:
      "Las pruebas genéticas van desde estudios médicos de ciertas enfermedades hereditarias, como BRCA o la hipercolesterolemia familiar, hasta los test de ADN para el consumidor y la secuenciación del genoma. Las pruebas genéticas médicas son valiosas cuando su historia personal o familiar sugiere un riesgo hereditario. Los test de consumo pueden ser interesantes, pero las puntuaciones de riesgo de enfermedades comunes suelen cambiar poco su riesgo, algunos resultados son inciertos y los hallazgos pueden tener consecuencias para sus familiares y, en algunos países, para los seguros.",
    insights: [
      "El asesoramiento genético antes y después de la prueba ayuda a entender qué significa un resultado y qué no.",
      "Un test de consumo negativo para unas pocas variantes de BRCA no descarta un riesgo hereditario de cáncer; las pruebas médicas analizan una parte mucho mayor del gen.",
      "Para la mayoría de las personas, el estilo de vida y los factores de riesgo habituales como la presión arterial, la ApoB y el tabaco importan más que las variantes genéticas comunes.",
    ],
    steps: [
      [
        "Hable con un asesor genético",
        "Puede valorar si la prueba tiene sentido y prepararle para los posibles resultados.",
      ],
      [
        "Reúna su historia familiar",
        "Anote las enfermedades y las edades de sus familiares cercanos y coméntelas con su médico.",
      ],
      [
        "Si se hace la prueba, elija bien",
        "En el directorio hay laboratorios con pruebas de ADN; compruebe qué analizan, cómo guardan los datos y si los resultados incluyen consejo médico.",
      ],
    ],
  },
  "cancer-screening": {
    title: "Cribado de cáncer",
    summary:
      "El cribado busca el cáncer o sus lesiones previas antes de que aparezcan síntomas, cuando el tratamiento es más eficaz. Los programas organizados de cáncer colorrectal, de mama y de cuello uterino reducen la mortalidad, y algunos países criban el cáncer de pulmón en grandes fumadores. La prueba del PSA para el cáncer de próstata tiene beneficios y perjuicios y es una decisión personal con el médico. Los nuevos análisis de sangre que buscan muchos cánceres a la vez aún se están evaluando y no sustituyen a los cribados probados.",
    insights: [
      "Qué pruebas necesita y con qué frecuencia depende de la edad, el sexo, la historia familiar y el país; los programas nacionales invitan a las pruebas probadas.",
      "Los cánceres a edad temprana en la familia pueden justificar empezar antes el cribado o un asesoramiento genético.",
      "El cribado es para personas sin síntomas; señales de alarma como sangre en las heces, un bulto nuevo o una pérdida de peso sin explicación requieren atención médica rápida.",
    ],
    steps: [
      [
        "Compruebe qué programas le corresponden",
        "Su médico de cabecera puede decirle qué pruebas de cribado se recomiendan para su edad y su historia.",
      ],
      [
        "Mantenga al día los cribados de cuello uterino y mama",
        "Un médico de cabecera o un ginecólogo puede pedir las pruebas pendientes.",
      ],
      [
        "Hable de la prueba del PSA si le afecta",
        "Un médico de cabecera o un urólogo puede explicarle las ventajas y los inconvenientes del PSA en su caso.",
      ],
    ],
  },
  "health-checkup": {
    title: "Chequeos de salud y análisis de sangre",
    summary:
      "Un buen chequeo se centra en lo que más influye en la salud y se puede cambiar: presión arterial, peso y cintura, tabaco y alcohol, lípidos, glucosa, función renal y cribados de cáncer según la edad, junto con sus síntomas e historia familiar. Más pruebas no significa mejor: los paneles amplios en personas sanas suelen dar resultados límite que generan preocupación y más pruebas sin beneficio.",
    insights: [
      "Entre los análisis básicos útiles en adultos suelen estar un perfil lipídico (idealmente con ApoB), la HbA1c o la glucosa en ayunas, la función renal y, según la historia, el perfil hepático, el hemograma, la ferritina, el tiroides o la vitamina D.",
      "Los resultados se interpretan mejor con un médico que conozca su historia; los rangos de referencia no son lo mismo que los objetivos.",
      "Las clínicas de prevención y longevidad ofrecen chequeos ampliados; pregunte qué incluyen y cómo se explican los resultados.",
    ],
    steps: [
      [
        "Empiece por su médico de cabecera",
        "Su médico puede decidir qué pruebas tienen sentido según su edad, su historia y sus factores de riesgo.",
      ],
      [
        "Valore un chequeo preventivo ampliado",
        "Las clínicas de prevención del directorio ofrecen chequeos que combinan pruebas con una consulta médica.",
      ],
      [
        "Hágase los análisis que necesite",
        "Los laboratorios del directorio ofrecen análisis de sangre, también en kits caseros; comparta los resultados con su médico.",
      ],
    ],
  },
  "microbiome-tests": {
    title: "Test de microbiota e intolerancias alimentarias",
    summary:
      "Los test de microbiota caseros analizan una muestra de heces para describir qué bacterias intestinales hay; pueden ser educativos, pero la ciencia aún no sabe convertir la mayoría de los resultados en consejos personales fiables. Los test de intolerancia alimentaria que miden anticuerpos IgG no los recomiendan las sociedades de alergia, porque la IgG refleja la exposición a los alimentos y no una intolerancia. Las alergias reales y enfermedades como la celiaquía o la intolerancia a la lactosa se diagnostican con pruebas médicas validadas.",
    insights: [
      "Eliminar alimentos según resultados de IgG puede llevar a dietas restrictivas innecesarias y a carencias nutricionales.",
      "Los síntomas digestivos persistentes, la pérdida de peso, la sangre en las heces o la anemia requieren un médico, no un test de consumo.",
      "Una dieta variada y rica en fibra favorece la microbiota, diga lo que diga un test.",
    ],
    steps: [
      [
        "Consulte primero a un médico por los síntomas",
        "Un médico de cabecera o un gastroenterólogo puede descartar celiaquía, alergias u otras causas con métodos validados.",
      ],
      [
        "Busque consejo dietético",
        "Un dietista especializado en salud intestinal puede guiar con seguridad una dieta de exclusión si hace falta.",
      ],
      [
        "Si se hace el test por curiosidad, conozca sus límites",
        "En el directorio hay laboratorios con test de microbiota; tome los resultados como información, no como diagnóstico.",
      ],
    ],
  },
};
