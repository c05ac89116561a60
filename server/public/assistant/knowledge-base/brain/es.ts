import "server-only";
import type { TopicTexts } from "../types";
import type { BrainId } from "./topics";

export const es: TopicTexts<BrainId> = {
  stress: {
    title: "Estrés",
    summary:
      "El estrés es la respuesta del cuerpo a las exigencias: hormonas como la adrenalina y el cortisol aumentan el pulso y el estado de alerta, lo que ayuda a corto plazo. Cuando el estrés es constante y falta la recuperación, puede alterar el sueño, la digestión, la presión arterial, la glucosa y el ánimo, y dificulta mantener hábitos sanos. Por eso manejar el estrés forma parte de la prevención, no es un lujo.",
    insights: [
      "La actividad física regular, dormir lo suficiente, el contacto social y el tiempo al aire libre están entre los amortiguadores del estrés más constantes.",
      "Los ejercicios de respiración, la meditación y los programas de atención plena reducen el estrés percibido; las aplicaciones ayudan a crear el hábito.",
      "Los dispositivos ponibles pueden mostrar patrones de estrés a través del pulso y la VFC, pero cómo se siente importa más que una puntuación.",
      "Si el estrés, la ansiedad o el bajo estado de ánimo duran semanas o afectan a su vida diaria, hable con un médico o un profesional de salud mental.",
    ],
    steps: [
      [
        "Pida ayuda si se prolonga",
        "Un médico de cabecera, psicólogo o psicoterapeuta puede ayudarle cuando el estrés o la ansiedad afectan a su día a día.",
      ],
      [
        "Cree un hábito diario de recuperación",
        "Unos minutos de respiración, meditación o un paseo al aire libre cada día; las aplicaciones pueden guiarle.",
      ],
      [
        "Registre estrés y recuperación",
        "Las tendencias de pulso y VFC de un dispositivo muestran qué le ayuda a recuperarse.",
      ],
    ],
  },
  energy: {
    title: "Energía y cansancio",
    summary:
      "Sentirse sin energía es una de las quejas de salud más frecuentes y suele tener más de una causa. Dormir poco o mal, el estrés, la poca actividad, las comidas irregulares, el alcohol y algunos medicamentos contribuyen a menudo; entre las causas médicas están la falta de hierro o la anemia, niveles bajos de vitamina B12 o D, el hipotiroidismo, los problemas de glucosa, la depresión y la apnea del sueño.",
    insights: [
      "Los médicos suelen empezar preguntando por el sueño, el ánimo, la alimentación y los medicamentos, y luego piden un análisis básico: hemograma, ferritina, tiroides, glucosa o HbA1c y, a menudo, B12 y vitamina D.",
      "El ejercicio regular mejora la energía de la mayoría de las personas, aunque parezca contradictorio cuando se está cansado.",
      "El cansancio que dura más de unas semanas, o que viene con pérdida de peso, fiebre, sudores nocturnos o falta de aire, requiere una valoración médica.",
    ],
    steps: [
      [
        "Pida a su médico un estudio del cansancio",
        "Una consulta y un análisis básico descartan las causas médicas más comunes.",
      ],
      [
        "Mire primero su sueño",
        "Registrar durante dos semanas la duración y la regularidad del sueño suele revelar la palanca más importante.",
      ],
      [
        "Muévase un poco cada día",
        "Paseos diarios cortos o un entrenamiento suave dan energía a la mayoría; aumente poco a poco.",
      ],
    ],
  },
  cognition: {
    title: "Memoria, concentración y salud cerebral",
    summary:
      "Cierta lentitud de la memoria y de la velocidad de pensamiento forma parte del envejecimiento normal, y los olvidos ocasionales son frecuentes a cualquier edad, sobre todo con estrés, mal descanso o multitarea. Al cerebro le beneficia lo mismo que al corazón: actividad física, buen sueño, dieta sana, vida social e intelectual y tratar la hipertensión, la diabetes y la pérdida de audición. Los problemas de memoria que empeoran o afectan a la vida diaria merecen una revisión médica.",
    insights: [
      "Entre las causas tratables de mala memoria y concentración están el déficit de vitamina B12, los problemas de tiroides, la depresión, la apnea del sueño y los efectos secundarios de medicamentos.",
      "El ejercicio aeróbico regular es una de las formas mejor respaldadas de cuidar el cerebro; además mejora el sueño y el ánimo.",
      "Las aplicaciones de entrenamiento cerebral mejoran en las tareas practicadas, pero hay pocas pruebas de que mejoren el pensamiento en la vida diaria; aprender cosas nuevas y mantener la vida social son buenas alternativas.",
    ],
    steps: [
      ["Consulte si la memoria empeora", "Su médico puede valorar los cambios de memoria y buscar causas tratables."],
      [
        "Busque déficits",
        "Los análisis de B12, vitamina D y tiroides descartan causas frecuentes; los laboratorios del directorio los ofrecen.",
      ],
      [
        "Muévase, duerma y relaciónese",
        "El ejercicio regular y un buen descanso favorecen el pensamiento; los dispositivos del directorio registran ambos.",
      ],
    ],
  },
  "dementia-risk": {
    title: "Riesgo de demencia y prevención",
    summary:
      "La demencia, casi siempre alzhéimer o demencia vascular, es más frecuente con la edad, pero no es inevitable. Revisiones internacionales estiman que una parte importante de los casos se relaciona con factores de riesgo modificables, como la hipertensión, la diabetes, el tabaco, el sedentarismo, la pérdida de audición, la depresión, el aislamiento social, el exceso de alcohol, el colesterol LDL alto y la pérdida de visión sin tratar. Genes como APOE4 aumentan el riesgo, pero no lo determinan.",
    insights: [
      "Lo que protege el corazón protege el cerebro: controlar la presión arterial, la glucosa y el colesterol importa desde la mediana edad.",
      "En algunos países se han aprobado nuevos fármacos para el alzhéimer inicial en pacientes seleccionados; requieren valoración especializada y tienen efectos secundarios importantes.",
      "La prueba genética de APOE4 sin síntomas no se recomienda de rutina, porque no cambia los consejos de prevención y puede causar angustia; hable antes con un médico o un asesor genético.",
    ],
    steps: [
      [
        "Comente sus dudas con su médico",
        "Un médico de cabecera o un neurólogo puede valorar los cambios de memoria y sus factores de riesgo.",
      ],
      [
        "Trate los factores de riesgo vascular",
        "Revise la presión, la glucosa y los lípidos; las clínicas del directorio ofrecen chequeos cardiovasculares.",
      ],
      [
        "Hágase una prueba de audición",
        "La pérdida de audición es uno de los mayores factores de riesgo modificables; un audioprotesista puede evaluarla.",
      ],
    ],
  },
  mood: {
    title: "Estado de ánimo y depresión",
    summary:
      "Todo el mundo tiene días malos, pero la depresión es más que tristeza: un ánimo bajo persistente o una pérdida de interés durante dos semanas o más, a menudo con mal sueño, cansancio, cambios de apetito, dificultad para concentrarse o sentimientos de inutilidad. Es frecuente, tiene tratamiento y no es una señal de debilidad. Algunas causas físicas, como problemas de tiroides, vitamina D o B12 bajas y ciertos medicamentos, pueden contribuir y conviene revisarlas.",
    insights: [
      "Las terapias psicológicas como la terapia cognitivo-conductual y, cuando hace falta, los medicamentos son tratamientos eficaces; un médico puede ayudarle a encontrar la opción adecuada.",
      "La actividad física regular mejora la depresión leve o moderada en los ensayos y apoya otros tratamientos.",
      "Si piensa en quitarse la vida o en hacerse daño, contacte ahora con los servicios de emergencia o una línea de ayuda.",
    ],
    steps: [
      [
        "Hable con un profesional",
        "Un médico de cabecera, psicólogo o psicoterapeuta puede valorar su estado de ánimo y comentar el tratamiento.",
      ],
      [
        "Descarte causas físicas",
        "Su médico puede revisar el tiroides, las vitaminas y los medicamentos; los laboratorios del directorio ofrecen estos análisis.",
      ],
      [
        "Cree rutinas que le sostengan",
        "El sueño regular, la luz natural, el movimiento y el contacto con otros ayudan; las aplicaciones de salud mental del directorio pueden acompañarle.",
      ],
    ],
  },
  anxiety: {
    title: "Ansiedad y pánico",
    summary:
      "La ansiedad es una reacción normal ante una amenaza, pero cuando la preocupación es constante, difícil de controlar o desproporcionada, o aparecen ataques de pánico, puede convertirse en un trastorno de ansiedad. Estos trastornos están entre los problemas de salud mental más frecuentes y responden bien al tratamiento. Síntomas físicos como el corazón acelerado, la falta de aire y el mareo son típicos del pánico, pero el dolor en el pecho o la falta de aire deben valorarse por un médico, sobre todo la primera vez.",
    insights: [
      "La terapia cognitivo-conductual es el tratamiento mejor establecido; algunos medicamentos también ayudan, y un médico puede explicarle las opciones.",
      "La cafeína, el alcohol, el mal descanso y algunos medicamentos o problemas de tiroides pueden empeorar la ansiedad.",
      "La respiración lenta, el ejercicio regular y la atención plena alivian los síntomas y complementan la terapia.",
    ],
    steps: [
      [
        "Hable con un profesional",
        "Un médico de cabecera, psicólogo o psicoterapeuta puede valorar la ansiedad y comentar la terapia y otros tratamientos.",
      ],
      [
        "Revise los factores físicos",
        "Su médico puede revisar el tiroides, los medicamentos y el consumo de cafeína; los laboratorios del directorio analizan el tiroides.",
      ],
      [
        "Practique técnicas para calmarse",
        "Las aplicaciones de respiración y atención plena del directorio ayudan a crear un hábito diario.",
      ],
    ],
  },
  meditation: {
    title: "Meditación, atención plena y respiración",
    summary:
      "La meditación y la atención plena entrenan la atención y la conciencia; los ejercicios de respiración ralentizan el ritmo respiratorio para calmar el sistema nervioso. Las revisiones de programas estructurados, como la reducción del estrés basada en la atención plena, muestran beneficios moderados sobre el estrés, la ansiedad y el bajo estado de ánimo, y la terapia cognitiva basada en la atención plena ayuda a prevenir recaídas de la depresión. Los efectos sobre marcadores físicos como la presión arterial son menores. La práctica breve y regular suele funcionar mejor que las sesiones largas ocasionales.",
    insights: [
      "Los cursos guiados y las aplicaciones facilitan empezar; la constancia importa más que el método.",
      "En algunas personas, sobre todo con traumas o enfermedad mental grave, la meditación intensa puede hacer aflorar experiencias difíciles; practique con orientación.",
      "Algunas técnicas de respiración con hiperventilación o apnea no son seguras en el agua, al volante o con ciertas enfermedades del corazón o de los pulmones.",
    ],
    steps: [
      [
        "Empiece con un programa guiado",
        "Las aplicaciones de meditación y atención plena del directorio ofrecen sesiones diarias cortas.",
      ],
      [
        "Busque apoyo si tiene un problema de salud mental",
        "Un médico de cabecera, psicólogo o psicoterapeuta puede aconsejarle cómo practicar con seguridad junto al tratamiento.",
      ],
      [
        "Pruebe la respiración con biofeedback",
        "Los dispositivos del directorio que miden la VFC muestran cómo le afecta respirar despacio.",
      ],
    ],
  },
};
