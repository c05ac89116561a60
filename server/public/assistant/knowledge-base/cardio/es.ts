import "server-only";
import type { TopicTexts } from "../types";
import type { CardioId } from "./topics";

export const es: TopicTexts<CardioId> = {
  "ldl-cholesterol": {
    title: "Colesterol LDL",
    summary:
      "El colesterol LDL (LDL-C) mide el colesterol que transportan las lipoproteínas de baja densidad. Con los años, estas partículas pueden entrar en la pared de las arterias y acumularse en forma de placa (aterosclerosis), por lo que el LDL-C es uno de los marcadores de riesgo cardiovascular mejor estudiados y más modificables. No existe un valor ideal para todos: las guías fijan un objetivo personal según su riesgo global, su edad, sus antecedentes familiares y otras enfermedades.",
    insights: [
      "Los cardiólogos interpretan el LDL-C junto con el riesgo global, nunca de forma aislada: el mismo valor puede estar bien para una persona y ser demasiado alto para otra.",
      "La ApoB cuenta directamente las partículas que forman placa y la Lp(a) es en gran parte hereditaria; muchos médicos de prevención las añaden al perfil lipídico estándar, sobre todo si hay antecedentes familiares de enfermedad cardiaca precoz.",
      "Una alimentación rica en fibra, legumbres, frutos secos y grasas insaturadas, con menos grasas saturadas, la actividad regular y no fumar ayudan a muchas personas; algunas también necesitan medicación, una decisión que corresponde a usted y a su médico.",
      "Un LDL-C muy alto, o alto a edad temprana, puede ser familiar (hipercolesterolemia familiar) y merece una valoración médica.",
    ],
    steps: [
      [
        "Revise su perfil lipídico con un médico",
        "Pida a su médico de cabecera o a un cardiólogo preventivo que interprete su LDL-C según su riesgo cardiovascular personal y que acuerde un objetivo con usted.",
      ],
      [
        "Valore medir ApoB y Lp(a)",
        "Estas pruebas lipídicas amplían la información del LDL-C; varios laboratorios del directorio las ofrecen como análisis de sangre.",
      ],
      [
        "Trabaje la alimentación y la actividad",
        "Un profesional de la nutrición puede ayudarle a adoptar una alimentación rica en fibra y cardiosaludable que pueda mantener.",
      ],
    ],
  },
  apob: {
    title: "ApoB",
    summary:
      "La apolipoproteína B (ApoB) está presente en cada partícula de LDL, VLDL y Lp(a), así que su nivel refleja cuántas partículas capaces de formar placa circulan en la sangre. Como cuenta partículas en lugar del colesterol que transportan, la ApoB puede revelar un riesgo que un LDL-C estándar no muestra, por ejemplo cuando los triglicéridos están altos. Las guías europeas la reconocen como un marcador útil junto al LDL-C.",
    insights: [
      "La ApoB y el LDL-C suelen ir de la mano; cuando no coinciden, muchos especialistas en lípidos dan más peso a la ApoB.",
      "Esa discrepancia es más frecuente con triglicéridos altos, resistencia a la insulina, diabetes tipo 2 o exceso de peso.",
      "Las medidas de estilo de vida y los tratamientos que bajan el LDL-C también bajan la ApoB; es sobre todo una forma más precisa de seguir el mismo riesgo.",
    ],
    steps: [
      [
        "Añada la ApoB a su próximo análisis",
        "Pida la ApoB junto con el perfil lipídico estándar; varios laboratorios del directorio la ofrecen.",
      ],
      [
        "Interprete el resultado en su contexto",
        "Un cardiólogo preventivo puede situar la ApoB dentro de su riesgo cardiovascular global y sus antecedentes familiares.",
      ],
    ],
  },
  "lipoprotein-a": {
    title: "Lp(a)",
    summary:
      "La lipoproteína(a), o Lp(a), es una partícula parecida al LDL con una proteína adicional. Su nivel lo determinan sobre todo los genes y se mantiene bastante estable a lo largo de la vida; un nivel alto es un factor de riesgo independiente de infarto, ictus y estrechamiento de la válvula aórtica. Las guías europeas aconsejan medirla al menos una vez en la edad adulta.",
    insights: [
      "Como la Lp(a) es sobre todo hereditaria, los cambios de estilo de vida apenas la modifican; los médicos toman un valor alto como motivo para tratar con más seriedad los demás factores de riesgo.",
      "Conviene compartir un resultado alto con los familiares cercanos, que pueden haberlo heredado.",
      "Se están probando en ensayos clínicos tratamientos dirigidos específicamente a la Lp(a); por ahora el objetivo es reducir el riesgo cardiovascular global.",
    ],
    steps: [
      [
        "Mida la Lp(a) una vez",
        "Suele bastar un solo análisis de sangre, porque el nivel cambia poco a lo largo de la vida.",
      ],
      [
        "Revise su riesgo global con un médico",
        "Si su nivel es alto, pregunte cómo cambia sus objetivos de LDL-C, presión arterial y otros factores de riesgo.",
      ],
      ["Informe a su familia", "Sus familiares cercanos quizá quieran consultar a su propio médico sobre la prueba."],
    ],
  },
  triglycerides: {
    title: "Triglicéridos",
    summary:
      "Los triglicéridos son la principal forma en que el cuerpo almacena grasa y la transporta en la sangre como fuente de energía. Los niveles altos suelen acompañar a una dieta rica en hidratos de carbono refinados y alcohol, al exceso de peso, a la resistencia a la insulina y a algunos medicamentos o enfermedades, y aumentan el riesgo cardiovascular. Los niveles muy altos también pueden inflamar el páncreas, lo que requiere atención médica.",
    insights: [
      "Los triglicéridos reaccionan rápido a las últimas comidas y bebidas, por eso muchos laboratorios piden una muestra en ayunas o repetir la prueba antes de sacar conclusiones.",
      "Triglicéridos altos con HDL bajo suelen orientar a los médicos hacia una resistencia a la insulina; entonces también revisan la glucosa, la HbA1c y el perímetro de cintura.",
      "Reducir el alcohol y las bebidas azucaradas, hacer ejercicio con regularidad y perder el exceso de peso son de las formas más fiables de bajarlos.",
      "Los omega-3 se usan a veces para los triglicéridos altos bajo supervisión médica; consulte a su médico en lugar de tratarse por su cuenta.",
    ],
    steps: [
      [
        "Repita e interprete la prueba",
        "Pregunte a su médico si hace falta repetirla en ayunas y cómo encaja el resultado con sus otros lípidos.",
      ],
      [
        "Revise sus marcadores metabólicos",
        "La HbA1c y la insulina en ayunas muestran si la regulación del azúcar en sangre influye.",
      ],
      [
        "Revise bebidas y alimentación",
        "Un dietista puede ayudarle a reducir de forma duradera el alcohol, las bebidas azucaradas y los hidratos refinados.",
      ],
    ],
  },
  "hdl-cholesterol": {
    title: "Colesterol HDL",
    summary:
      "Al colesterol HDL se le suele llamar colesterol «bueno» porque las partículas HDL ayudan a llevar el colesterol desde la pared de las arterias de vuelta al hígado. Un HDL bajo suele ir unido a otros factores de riesgo, como la resistencia a la insulina, el sedentarismo o el tabaco. Un HDL muy alto no protege necesariamente más, y los medicamentos que solo suben el HDL en general no han evitado infartos en los ensayos.",
    insights: [
      "Los médicos leen el HDL como parte del perfil lipídico completo; el colesterol no HDL y el cociente colesterol total/HDL suelen decir más que el HDL solo.",
      "El ejercicio aeróbico regular, no fumar y perder el exceso de peso tienden a subir algo el HDL.",
      "Un HDL bajo con triglicéridos altos es un patrón típico de la resistencia a la insulina.",
    ],
    steps: [
      [
        "Mire el perfil lipídico completo",
        "Pregunte a su médico cómo encajan su HDL, su LDL-C, sus triglicéridos y su riesgo global.",
      ],
      ["Revise su salud metabólica", "La HbA1c y la insulina en ayunas muestran si hay resistencia a la insulina."],
      [
        "Muévase más, casi todos los días",
        "La actividad aeróbica regular es una de las pocas formas fiables de subir el HDL; un dispositivo de seguimiento puede ayudarle a mantenerla.",
      ],
    ],
  },
  homocysteine: {
    title: "Homocisteína",
    summary:
      "La homocisteína es un aminoácido que se produce cuando el cuerpo procesa la metionina de las proteínas. Para eliminarla se necesitan folato, vitamina B12 y vitamina B6, por lo que un nivel alto suele indicar falta de estas vitaminas, una función renal reducida, ciertos medicamentos o diferencias hereditarias. La homocisteína elevada se asocia con enfermedad cardiovascular y deterioro cognitivo.",
    insights: [
      "Bajar la homocisteína con vitaminas B no ha prevenido infartos de forma constante en los ensayos, así que los médicos ven un valor alto sobre todo como una pista de su causa.",
      "Normalmente se miden a la vez la B12, el folato y la función renal.",
      "Se sigue investigando si las vitaminas B frenan el envejecimiento cerebral en personas mayores con homocisteína alta.",
    ],
    steps: [
      [
        "Mídala junto con la B12 y el folato",
        "Los tres resultados se interpretan juntos, a menudo con la función renal.",
      ],
      [
        "Busque la causa con su médico",
        "Pregunte si la alimentación, algún medicamento, la función renal o factores hereditarios podrían explicar un valor alto.",
      ],
      [
        "Coma alimentos ricos en folato",
        "Las verduras de hoja verde, las legumbres y los cereales integrales aportan folato; un dietista puede revisar su aporte de vitaminas B.",
      ],
    ],
  },
  "blood-pressure": {
    title: "Presión arterial",
    summary:
      "La presión arterial es la fuerza que ejerce la sangre contra la pared de las arterias y se expresa con dos cifras en mmHg: la sistólica (cuando el corazón late) y la diastólica (entre latidos). La hipertensión rara vez da síntomas, pero con los años es uno de los mayores factores de riesgo de ictus, infarto, enfermedad renal y demencia. Los cambios en el estilo de vida la bajan en muchas personas, y cuando hacen falta medicamentos, están bien estudiados.",
    insights: [
      "Una sola lectura alta en la consulta demuestra poco; los médicos confirman la hipertensión con mediciones repetidas, a menudo en casa o con un monitor de 24 horas.",
      "Menos sal, más verduras, fruta y legumbres, ejercicio regular, poco alcohol y perder el exceso de peso bajan cada uno la presión unos puntos, y juntos pueden sumar mucho.",
      "Los tensiómetros de brazo validados clínicamente dan en casa lecturas más fiables que los de muñeca.",
      "Si conviene empezar un medicamento, y cuándo, depende de sus cifras y de su riesgo global; esa decisión corresponde a usted y a su médico.",
    ],
    steps: [
      [
        "Compruebe su presión arterial",
        "Pida a su médico de cabecera que se la mida y le explique sus cifras en relación con su riesgo cardiovascular.",
      ],
      [
        "Mídasela en casa durante una semana",
        "Un tensiómetro de brazo validado, usado cada día a las mismas horas, da a su médico una imagen más fiel que una sola lectura en consulta.",
      ],
      [
        "Menos sal y más movimiento",
        "Un profesional de la nutrición puede ayudarle a seguir en el día a día un patrón como la dieta DASH o la mediterránea.",
      ],
    ],
  },
  "coronary-calcium": {
    title: "Puntuación de calcio coronario y escáner cardiaco",
    summary:
      "La puntuación de calcio coronario (CAC) se obtiene con un TAC del corazón de baja dosis que mide la placa calcificada en las arterias coronarias. Una puntuación de cero indica poca placa calcificada; cuanto más alta, más aterosclerosis y mayor riesgo de infarto. Se usa sobre todo en personas con riesgo intermedio, para decidir con qué intensidad tratar los factores de riesgo; no es una prueba de cribado para todo el mundo.",
    insights: [
      "La puntuación solo muestra la placa ya endurecida; la placa blanda no se ve. Un cero reduce el riesgo, pero no lo descarta, sobre todo en personas jóvenes y fumadoras.",
      "La prueba supone una pequeña dosis de radiación y los hallazgos fuera del corazón pueden llevar a más pruebas, así que conviene comentar antes si el resultado cambiaría algo en su caso.",
      "La angiografía por TAC con contraste muestra las arterias con más detalle y suele pedirse ante síntomas, no como chequeo.",
    ],
    steps: [
      [
        "Pregunte si la puntuación de calcio encaja con su riesgo",
        "Un médico de cabecera o un cardiólogo preventivo puede decirle si el resultado cambiaría su tratamiento antes de que pida cita.",
      ],
      [
        "Entienda en qué consiste la prueba",
        "Un radiólogo puede explicarle la dosis de radiación, qué muestra el informe y qué no puede mostrar.",
      ],
      [
        "Combínela con sus lípidos en sangre",
        "La ApoB y la Lp(a) completan el cuadro de las partículas que forman placa; varios laboratorios del directorio las analizan.",
      ],
    ],
  },
  "heart-rhythm": {
    title: "Ritmo cardiaco y fibrilación auricular",
    summary:
      "Las palpitaciones, la sensación de que el corazón se acelera, golpea o se salta un latido, son frecuentes y a menudo inofensivas, por ejemplo tras la cafeína, el alcohol, el estrés o dormir mal. La fibrilación auricular es la alteración del ritmo persistente más común: las aurículas laten de forma irregular, algo que puede pasar desapercibido y que aumenta el riesgo de ictus. Las palpitaciones con dolor en el pecho, desmayo o mucha falta de aire requieren atención urgente.",
    insights: [
      "Los trastornos del ritmo se diagnostican con un electrocardiograma registrado durante los síntomas; un registro más largo o el ECG de un reloj ayudan a captar episodios que van y vienen.",
      "Los avisos de ritmo irregular de relojes y anillos inteligentes pueden servir de alerta, pero dan falsas alarmas y se pierden episodios; el diagnóstico lo confirma un ECG médico.",
      "El riesgo de fibrilación auricular aumenta con la edad, la hipertensión, la apnea del sueño, el consumo elevado de alcohol y el exceso de peso, y disminuye al tratarlos.",
    ],
    steps: [
      [
        "Consulte las palpitaciones que se repiten",
        "Su médico de cabecera o un cardiólogo puede hacerle un ECG y decidir si hace falta un registro más largo.",
      ],
      [
        "Registre un episodio cuando ocurra",
        "Algunos relojes hacen un ECG de una derivación; comparta los registros con su médico en lugar de interpretarlos solo.",
      ],
      [
        "Anote los desencadenantes",
        "Apunte la cafeína, el alcohol, el sueño y el estrés en torno a cada episodio para comentarlo con su médico.",
      ],
    ],
  },
  statins: {
    title: "Estatinas y medicamentos para el colesterol",
    summary:
      "Las estatinas bajan el colesterol LDL al reducir la cantidad de colesterol que fabrica el hígado, y grandes ensayos muestran que disminuyen los infartos y los ictus, con más claridad en personas de mayor riesgo. Otros medicamentos, como la ezetimiba o los inhibidores de PCSK9, pueden añadirse o usarse en su lugar. Que un medicamento tenga sentido depende de su riesgo cardiovascular global, una decisión que se toma con su médico.",
    insights: [
      "El beneficio depende sobre todo de lo alto que sea su riesgo y de cuánto baje el LDL; las guías usan escalas de riesgo y, a veces, la puntuación de calcio o la Lp(a) para decidir.",
      "Los dolores musculares son la queja más conocida; en los ensayos ciegos la mayoría aparece con la misma frecuencia con placebo, pero los efectos secundarios reales existen y merecen atención.",
      "No deje ni cambie nunca por su cuenta un medicamento recetado; si los efectos secundarios le molestan, el médico a menudo puede cambiar el fármaco o ajustar el tratamiento.",
    ],
    steps: [
      [
        "Hable de su riesgo global",
        "Un médico de cabecera o un cardiólogo preventivo puede estimar su riesgo y explicarle qué cambiaría un medicamento en su caso y qué no.",
      ],
      [
        "Comente abiertamente los efectos secundarios",
        "Cuente a su médico o farmacéutico cualquier síntoma y los demás medicamentos o suplementos que toma.",
      ],
      [
        "Haga seguimiento con análisis",
        "Los análisis de lípidos, incluida la ApoB, muestran si el tratamiento funciona; los laboratorios del directorio los ofrecen.",
      ],
    ],
  },
};
