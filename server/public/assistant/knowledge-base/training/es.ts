import "server-only";
import type { TopicTexts } from "../types";
import type { TrainingId } from "./topics";

export const es: TopicTexts<TrainingId> = {
  hrv: {
    title: "Variabilidad de la frecuencia cardiaca (VFC)",
    summary:
      "La variabilidad de la frecuencia cardiaca (VFC o HRV) es la pequeña variación del tiempo entre latidos. Refleja el equilibrio del sistema nervioso autónomo: una VFC alta respecto a su propia referencia suele indicar buena recuperación, mientras que una bajada puede seguir a un mal descanso, el alcohol, una enfermedad, un entrenamiento duro o el estrés. La VFC es muy individual, así que seguir su propia tendencia es más útil que compararse con otros.",
    insights: [
      "Los dispositivos ponibles miden la VFC sobre todo durante el sueño; las tendencias de varias semanas tienen más sentido que una sola noche.",
      "La edad, la genética y la forma física marcan su nivel base; el entrenamiento de resistencia y un sueño regular suelen elevarlo con el tiempo.",
      "Respirar despacio eleva la VFC en el momento y es una forma sencilla de practicar la relajación.",
    ],
    steps: [
      [
        "Establezca su referencia",
        "Lleve un dispositivo de forma constante durante unas semanas antes de interpretar los cambios.",
      ],
      [
        "Planifique entrenamiento y descanso según la tendencia",
        "Una bajada mantenida por debajo de su referencia es una señal para priorizar el sueño y los días suaves.",
      ],
      [
        "Pruebe ejercicios de respiración a diario",
        "Unos minutos de respiración lenta son un hábito fácil; las aplicaciones pueden guiarle.",
      ],
    ],
  },
  "resting-heart-rate": {
    title: "Frecuencia cardiaca en reposo",
    summary:
      "La frecuencia cardiaca en reposo es el número de latidos por minuto cuando está completamente en reposo, y se mide mejor justo al despertar. Una frecuencia en reposo más baja suele reflejar mejor forma cardiovascular, y una persistentemente más alta se asocia en grandes estudios con mayor riesgo cardiovascular. Sube de forma temporal con enfermedades, deshidratación, alcohol, estrés y mal descanso.",
    insights: [
      "Su propia tendencia dice más que una lectura aislada; una subida de varios latidos sobre su nivel habitual puede ser una señal temprana de enfermedad o sobreentrenamiento.",
      "El ejercicio aeróbico regular baja la frecuencia en reposo en semanas o meses.",
      "Una frecuencia en reposo muy baja o muy alta junto con mareo, desmayo o falta de aire requiere valoración médica.",
    ],
    steps: [
      [
        "Mídala cada día de la misma manera",
        "Un dispositivo ponible o una medición por la mañana antes de levantarse dan valores comparables.",
      ],
      [
        "Mejore su forma aeróbica",
        "Caminar a paso ligero, montar en bici o nadar casi todos los días baja la frecuencia en reposo con el tiempo.",
      ],
      [
        "Consulte si es inusual y tiene síntomas",
        "Las palpitaciones, los mareos, los desmayos o la falta de aire requieren una revisión médica.",
      ],
    ],
  },
  vo2max: {
    title: "VO2máx y forma física",
    summary:
      "El VO2máx es la cantidad máxima de oxígeno que su cuerpo puede usar durante un esfuerzo intenso, la medida de referencia de la forma cardiorrespiratoria. En grandes estudios observacionales, una buena forma física es uno de los mejores predictores de una vida más larga, y el VO2máx baja de forma natural con la edad. Se mide con más precisión en un laboratorio, con mascarilla en cinta o bicicleta; los relojes deportivos lo estiman a partir de la frecuencia cardiaca y el ritmo.",
    insights: [
      "Tanto el entrenamiento moderado y constante (a menudo llamado zona 2) como los intervalos cortos e intensos mejoran el VO2máx; lo que más cuenta es la constancia durante meses.",
      "Las estimaciones de los relojes sirven para seguir tendencias, pero pueden diferir bastante de una prueba de laboratorio.",
      "Si parte de poca actividad o tiene factores de riesgo cardiaco, hable con un médico antes de empezar a entrenar fuerte.",
    ],
    steps: [
      [
        "Estímelo y siga la tendencia",
        "Muchos relojes deportivos estiman el VO2máx a partir de sus carreras o salidas en bici.",
      ],
      [
        "Hágase una prueba de laboratorio para más precisión",
        "Una prueba de esfuerzo cardiopulmonar da un valor exacto y sus zonas de entrenamiento.",
      ],
      [
        "Consulte antes de entrenar fuerte si tiene factores de riesgo",
        "Por ejemplo, enfermedad cardiaca conocida, síntomas en el pecho al esforzarse o varios factores de riesgo cardiovascular.",
      ],
    ],
  },
  "body-composition": {
    title: "Composición corporal",
    summary:
      "La composición corporal describe de qué está hecho su peso –grasa, músculo, hueso y agua– y dice más sobre la salud que el peso o el IMC por sí solos. La grasa que rodea los órganos (grasa visceral) es la más ligada a la diabetes y la enfermedad cardiaca, mientras que la masa y la fuerza musculares protegen la salud al envejecer. La densitometría DXA mide la composición con más precisión; las básculas inteligentes por bioimpedancia dan estimaciones aproximadas, útiles sobre todo para ver tendencias.",
    insights: [
      "El perímetro de cintura es un indicador sencillo y gratuito de la grasa visceral que los médicos suelen usar junto con el IMC.",
      "El entrenamiento de fuerza y suficientes proteínas ayudan a conservar el músculo, sobre todo al perder peso y a partir de los 40.",
      "Las lecturas de bioimpedancia cambian con la hidratación, las comidas y la hora, así que mida siempre en las mismas condiciones.",
    ],
    steps: [
      [
        "Mida de forma constante",
        "El perímetro de cintura y una báscula inteligente a la misma hora muestran su tendencia.",
      ],
      ["Priorice la fuerza y las proteínas", "Un entrenador o dietista puede crear un plan que conserve el músculo."],
      [
        "Valore una DXA o un escáner corporal",
        "Algunas clínicas ofrecen mediciones precisas de la composición corporal dentro de un chequeo.",
      ],
    ],
  },
  "strength-training": {
    title: "Entrenamiento de fuerza y músculo",
    summary:
      "La masa y la fuerza musculares disminuyen desde la mediana edad, y más rápido a partir de los 60, un proceso llamado sarcopenia que aumenta el riesgo de caídas, fragilidad y pérdida de autonomía. El entrenamiento de fuerza es la forma más eficaz de frenarla o revertirla a cualquier edad, y además mejora la glucosa, la densidad ósea y el ánimo. Las guías recomiendan ejercicios de fortalecimiento de todos los grandes grupos musculares al menos dos días por semana.",
    insights: [
      "Aumentar las cargas de forma progresiva con buena técnica importa más que el programa exacto; el peso corporal, las bandas y las máquinas sirven.",
      "Suficientes proteínas repartidas durante el día ayudan a construir músculo tras el entrenamiento, sobre todo en personas mayores.",
      "Las personas con enfermedad cardiaca, hipertensión mal controlada o problemas articulares suelen poder entrenar con seguridad con un plan adaptado; consulte antes a un médico.",
    ],
    steps: [
      [
        "Aprenda una buena técnica",
        "Un entrenador cualificado o un fisioterapeuta puede preparar un programa seguro y progresivo para su nivel.",
      ],
      [
        "Consulte antes si tiene alguna enfermedad",
        "Un médico del deporte puede aconsejarle si tiene problemas de corazón, articulaciones u otros.",
      ],
      [
        "Coma suficientes proteínas",
        "Un dietista puede ayudarle a planificar comidas ricas en proteínas; en el directorio hay alimentos proteicos.",
      ],
    ],
  },
  "grip-strength": {
    title: "Fuerza de agarre",
    summary:
      "La fuerza de agarre, medida apretando un dinamómetro de mano, es un marcador sencillo de la fuerza muscular general. En grandes estudios, un agarre más débil se asocia con más riesgo de discapacidad, enfermedad cardiaca y muerte prematura, por lo que es una buena señal de la resistencia física más que un objetivo en sí. Disminuye con la edad y el sedentarismo y mejora con el entrenamiento de fuerza de todo el cuerpo.",
    insights: [
      "La fuerza de agarre refleja la fuerza general, así que entrenar solo las manos sirve menos que trabajar todo el cuerpo.",
      "Los resultados se comparan con valores de su edad y sexo; algunas clínicas y chequeos la miden.",
      "Una pérdida repentina de fuerza en una mano, sobre todo con entumecimiento u otros síntomas, requiere atención urgente.",
    ],
    steps: [
      [
        "Entrene todo el cuerpo",
        "Un entrenador puede preparar un programa con tracciones, transportes y levantamientos que también fortalecen el agarre.",
      ],
      [
        "Hágasela medir",
        "Pida a su médico, a un médico del deporte o al chequeo de una clínica que la compare con valores de referencia.",
      ],
      [
        "Añada transportes y colgadas",
        "El paseo del granjero y colgarse de una barra son ejercicios sencillos; en el directorio hay marcas de material deportivo.",
      ],
    ],
  },
  "zone-2": {
    title: "Entrenamiento en zona 2",
    summary:
      "La zona 2 es un ejercicio de resistencia constante a intensidad baja o moderada, aproximadamente donde todavía puede hablar con frases completas. Desarrolla la base aeróbica, mejora cómo los músculos usan grasas y glucosa y se recupera con facilidad, así que puede hacerse a menudo. Se ha popularizado en el mundo de la longevidad; las pruebas respaldan el ejercicio aeróbico moderado y regular en general, y la zona exacta de pulso importa menos que la constancia.",
    insights: [
      "Las zonas pueden estimarse con un pulsómetro o con la prueba del habla; las pruebas de laboratorio que miden lactato o gases dan los umbrales más precisos.",
      "Varias horas semanales de entrenamiento moderado combinadas con algunos intervalos más duros son lo que más mejora el VO2máx.",
      "Caminar rápido, montar en bici, nadar o remar cuentan; la mejor opción es la que vaya a hacer con regularidad.",
    ],
    steps: [
      ["Encuentre su zona", "Use la prueba del habla o un pulsómetro; en el directorio hay bandas de pecho y relojes."],
      [
        "Consulte a un médico si tiene factores de riesgo",
        "Una enfermedad cardiaca, síntomas en el pecho al esforzarse o varios factores de riesgo exigen una revisión antes de empezar.",
      ],
      [
        "Mida sus umbrales para más precisión",
        "Una consulta de medicina deportiva puede medir sus umbrales de lactato o ventilatorios.",
      ],
    ],
  },
  hiit: {
    title: "Entrenamiento por intervalos (HIIT)",
    summary:
      "El entrenamiento interválico de alta intensidad alterna esfuerzos cortos e intensos con recuperación, como el protocolo noruego 4x4 de cuatro minutos fuertes y tres suaves. Mejora de forma eficiente el VO2máx y el control de la glucosa, y los ensayos en personas mayores muestran que es viable y eficaz. Como exige mucho al corazón y a las articulaciones, funciona mejor añadido una o dos veces por semana a una base de ejercicio moderado regular.",
    insights: [
      "Las sesiones duras necesitan recuperación; más no es mejor, y demasiada intensidad aumenta el riesgo de lesiones y sobreentrenamiento.",
      "Un buen calentamiento y subir la intensidad poco a poco durante semanas hacen más seguros los intervalos.",
      "Dolor en el pecho, falta de aire inusual, mareo o palpitaciones durante el ejercicio significan parar y consultar a un médico.",
    ],
    steps: [
      [
        "Revise primero su salud cardiaca",
        "Si tiene enfermedad cardiaca, hipertensión o empieza de cero, hable con su médico o un cardiólogo antes de entrenar fuerte.",
      ],
      [
        "Empiece con un protocolo sencillo",
        "Un entrenador puede adaptar los intervalos a su forma física; los pulsómetros del directorio ayudan a dosificarlos.",
      ],
      [
        "Planifique días de recuperación",
        "Los días suaves, el sueño y la alimentación hacen que el entrenamiento funcione; un entrenador puede equilibrar la semana.",
      ],
    ],
  },
  "daily-steps": {
    title: "Pasos diarios y caminar",
    summary:
      "Caminar es la forma de ejercicio más accesible. Grandes estudios asocian más pasos diarios con menos riesgo de muerte prematura y enfermedad cardiaca, con beneficios que aumentan hasta unos siete a diez mil pasos al día en la mayoría de los adultos y luego se estabilizan; los famosos 10.000 fueron en origen una cifra publicitaria. Caminar a buen ritmo e interrumpir los largos ratos sentado añaden beneficio.",
    insights: [
      "Cualquier aumento ayuda sobre todo cuando se parte de poco; la mayor ganancia está en pasar de muy pocos pasos a una cantidad moderada.",
      "Un paseo corto después de comer reduce la subida de la glucosa.",
      "Los móviles y los dispositivos ponibles cuentan los pasos lo bastante bien para ver tendencias, aunque las cifras absolutas varíen entre aparatos.",
    ],
    steps: [
      [
        "Conozca su punto de partida",
        "Cuente sus pasos durante una semana con el móvil o un dispositivo y añada un poco cada semana.",
      ],
      [
        "Haga que caminar sea seguro y cómodo",
        "Si el dolor o los problemas de equilibrio le limitan, un médico o fisioterapeuta puede ayudarle.",
      ],
      [
        "Intégrelo en su día",
        "Las reuniones caminando, las escaleras y los paseos tras las comidas suman; las aplicaciones de actividad del directorio pueden recordárselo.",
      ],
    ],
  },
  "mobility-balance": {
    title: "Movilidad, flexibilidad y equilibrio",
    summary:
      "La movilidad y el equilibrio le permiten moverse con libertad y evitar caídas, que con la edad se convierten en una de las principales causas de lesiones. El equilibrio empeora desde la mediana edad pero responde bien al entrenamiento: los programas que combinan equilibrio y fuerza reducen las caídas en personas mayores en torno a una cuarta parte según las revisiones. El yoga, el taichí y el pilates combinan movilidad, equilibrio y fuerza, y los estiramientos regulares mantienen la amplitud de movimiento.",
    insights: [
      "Pruebas sencillas, como sostenerse sobre una pierna o levantarse de una silla sin usar las manos, dan una idea del equilibrio y la fuerza de las piernas.",
      "El taichí está entre los métodos con más pruebas para prevenir caídas en personas mayores.",
      "Los mareos, las caídas repetidas o los problemas de equilibrio repentinos requieren una revisión médica, porque pueden deberse a medicamentos, la presión arterial o el oído interno.",
    ],
    steps: [
      [
        "Pida una valoración del movimiento",
        "Un fisioterapeuta puede revisar su movilidad y su equilibrio y proponerle ejercicios.",
      ],
      [
        "Apúntese a una clase",
        "Las clases de yoga, taichí o pilates mejoran la movilidad y el equilibrio; algunas clínicas del directorio las ofrecen.",
      ],
      [
        "Comente caídas y mareos con su médico",
        "Su médico puede revisar medicamentos, presión arterial y otras causas.",
      ],
    ],
  },
  exercise: {
    title: "Ejercicio y actividad física",
    summary:
      "La actividad física regular es una de las cosas más eficaces para vivir más y con mejor salud: reduce el riesgo de enfermedad cardiaca, diabetes, varios cánceres, depresión y demencia. La OMS recomienda a los adultos entre 150 y 300 minutos semanales de actividad aeróbica moderada o entre 75 y 150 de actividad intensa, más fortalecimiento muscular dos o más días y, en personas mayores, también ejercicios de equilibrio. Algo de actividad es mejor que nada, y los beneficios empiezan a cualquier edad.",
    insights: [
      "Las mayores ganancias de salud llegan al pasar de la inactividad a una actividad moderada; no hace falta ser deportista.",
      "Una mezcla de resistencia, fuerza, equilibrio y flexibilidad cubre las distintas formas en que envejece el cuerpo.",
      "Las personas con enfermedad cardiaca, síntomas en el pecho u otras enfermedades deben preguntar a un médico cómo empezar con seguridad.",
    ],
    steps: [
      [
        "Empiece con seguridad",
        "Si tiene alguna enfermedad o lleva tiempo inactivo, pregunte a su médico o a un médico del deporte cómo empezar.",
      ],
      [
        "Busque un plan que disfrute",
        "Un entrenador puede ayudarle a combinar resistencia, fuerza y equilibrio en una rutina que encaje con su vida.",
      ],
      ["Registre su actividad", "Los dispositivos del directorio muestran su actividad y le ayudan a mantenerla."],
    ],
  },
};
