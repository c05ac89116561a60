import "server-only";
import type { TopicTexts } from "../types";
import type { RecoveryId } from "./topics";

export const es: TopicTexts<RecoveryId> = {
  sleep: {
    title: "Sueño y recuperación",
    summary:
      "Durante el sueño el cuerpo y el cerebro hacen buena parte de su trabajo de reparación: se consolidan los recuerdos, se regulan las hormonas y el cerebro elimina desechos. La mayoría de los adultos necesita entre siete y nueve horas, y tanto dormir poco como hacerlo de forma irregular se asocia con más riesgo de enfermedad cardiaca, diabetes, aumento de peso, bajo estado de ánimo e infecciones. La recuperación tras el ejercicio depende mucho del sueño.",
    insights: [
      "Horarios regulares para acostarse y levantarse, luz natural por la mañana, un dormitorio fresco y oscuro y menos cafeína y alcohol por la tarde son los hábitos mejor respaldados.",
      "Los ronquidos fuertes con pausas o ahogos al respirar, o la somnolencia de día pese a pasar suficiente tiempo en la cama, pueden indicar apnea del sueño, que requiere una valoración médica.",
      "La terapia cognitivo-conductual para el insomnio (TCC-I) es el tratamiento de primera elección del insomnio crónico según las guías, por delante de los somníferos.",
      "Los monitores de sueño miden bien el tiempo total y la regularidad, pero peor las fases; fíjese en las tendencias, no en noches sueltas.",
    ],
    steps: [
      [
        "Mantenga un horario regular durante dos semanas",
        "Acostarse y levantarse a la misma hora cada día, también el fin de semana, es la base para dormir mejor.",
      ],
      [
        "Registre su sueño y su recuperación",
        "Un anillo o un reloj muestra la duración, la regularidad y las tendencias de recuperación de su sueño.",
      ],
      [
        "Consulte los ronquidos o el insomnio persistente",
        "Las pausas respiratorias, los ahogos o el insomnio que dura meses merecen una valoración profesional.",
      ],
    ],
  },
  "sleep-apnoea": {
    title: "Ronquidos y apnea del sueño",
    summary:
      "En la apnea obstructiva del sueño, la vía respiratoria superior se estrecha o se cierra una y otra vez durante la noche, lo que provoca pausas en la respiración, bajadas de oxígeno y microdespertares que a menudo no se recuerdan. Las señales típicas son ronquidos fuertes, pausas o ahogos que observa otra persona, dolor de cabeza por la mañana y somnolencia de día. Es frecuente, sobre todo con exceso de peso y edad, suele pasar sin diagnóstico y se asocia con hipertensión, fibrilación auricular, accidentes y peor control de la glucosa. Existen tratamientos eficaces.",
    insights: [
      "El diagnóstico requiere un estudio del sueño, en un laboratorio o en casa con un aparato portátil; anillos y relojes pueden sugerir bajadas de oxígeno, pero no diagnosticarla.",
      "La CPAP es el tratamiento habitual de la apnea moderada o grave; los dispositivos de avance mandibular, la terapia postural y perder peso ayudan a algunas personas.",
      "La somnolencia al volante es peligrosa: si da cabezadas conduciendo, deje de conducir y consulte pronto a un médico.",
    ],
    steps: [
      [
        "Cuente a su médico los ronquidos y la somnolencia",
        "Su médico puede valorar el riesgo con cuestionarios sencillos y derivarle a un estudio del sueño.",
      ],
      [
        "Hágase un estudio del sueño",
        "Un especialista en sueño puede confirmar el diagnóstico y comentar las opciones de tratamiento.",
      ],
      [
        "Use los dispositivos solo como pista",
        "Los dispositivos del directorio registran tendencias de sueño y oxígeno que puede enseñar a su médico.",
      ],
    ],
  },
  sauna: {
    title: "Sauna",
    summary:
      "La sauna habitual es una tradición en Finlandia, donde estudios observacionales a largo plazo vieron que los hombres que la usaban varias veces por semana tenían menos infartos y menor mortalidad. Estos estudios no demuestran causa y efecto, pero estudios a corto plazo muestran que el calor baja la presión arterial de forma temporal y mejora la función de los vasos, de forma parecida a un ejercicio suave. Para la mayoría de las personas sanas, la sauna es segura si se usa con sensatez.",
    insights: [
      "Alcohol y sauna son una combinación peligrosa; beba agua, no alcohol, y salga si se encuentra mal.",
      "Las personas con enfermedad cardiaca inestable, un infarto reciente o presión muy baja, y las embarazadas, deben consultar antes a un médico.",
      "Las saunas de infrarrojos funcionan a menor temperatura; están menos estudiadas que las tradicionales.",
    ],
    steps: [
      [
        "Consulte a su médico si tiene una enfermedad cardiaca",
        "Un médico de cabecera o un cardiólogo puede decirle si la sauna es segura para usted y cómo usarla.",
      ],
      ["Inclúyala en su rutina", "En el directorio hay fabricantes de saunas si quiere una en casa."],
      [
        "Visite un spa o un balneario",
        "Algunas clínicas y resorts del directorio ofrecen sauna dentro de sus servicios de spa.",
      ],
    ],
  },
  "cold-exposure": {
    title: "Exposición al frío y baños de hielo",
    summary:
      "Las duchas frías, los baños de hielo y el baño en agua fría se han popularizado para la recuperación, el ánimo y la resistencia. Los estudios muestran efectos a corto plazo, como más alerta y un aumento de la noradrenalina, y el agua fría tras el ejercicio reduce algo las agujetas. Las pruebas de beneficios a largo plazo son escasas, y los baños de hielo habituales justo después del entrenamiento de fuerza pueden reducir las ganancias musculares. Sumergirse de golpe en agua fría también tiene riesgos reales.",
    insights: [
      "El choque por frío hace jadear y dispara el pulso y la presión arterial; causa la mayoría de los ahogamientos en agua fría, así que nunca nade solo en agua fría.",
      "Las personas con enfermedad cardiaca, hipertensión o problemas de circulación como el síndrome de Raynaud deben hablar antes con un médico.",
      "Empiece poco a poco con exposiciones más cortas y menos frías, y caliéntese despacio después.",
    ],
    steps: [
      [
        "Revise primero su salud cardiaca",
        "Un médico de cabecera o un cardiólogo puede decirle si la exposición al frío es segura para usted.",
      ],
      [
        "Ajústela a su entrenamiento",
        "Un entrenador puede ayudarle a decidir cuándo el agua fría ayuda a recuperar y cuándo puede frenar las ganancias de fuerza.",
      ],
      [
        "Pruébela con supervisión",
        "Algunos spas y clínicas del directorio ofrecen piscinas frías o crioterapia con personal presente.",
      ],
    ],
  },
  "red-light-therapy": {
    title: "Terapia de luz roja",
    summary:
      "La terapia con luz roja e infrarroja cercana (fotobiomodulación) aplica luz de baja potencia sobre la piel, con aparatos que van desde los de clínica hasta paneles para casa. Hay algunas pruebas para usos concretos, como ciertas enfermedades de la piel, la cicatrización de heridas y las llagas bucales durante el tratamiento del cáncer, pero las promesas de pérdida de peso, efectos hormonales o longevidad se basan en pruebas débiles. Es distinta de la terapia con luz brillante, que tiene buenas pruebas para la depresión invernal y los problemas del reloj interno.",
    insights: [
      "La potencia, la longitud de onda y la dosis de los aparatos varían mucho, por lo que los estudios son difíciles de comparar y los productos, de valorar.",
      "Proteja sus ojos y consulte antes a un médico si toma medicamentos que aumentan la sensibilidad a la luz o tiene una enfermedad de la piel.",
      "Una lámpara de luz brillante por la mañana puede ayudar con el bajón de ánimo invernal o un reloj interno retrasado; pregunte a su médico si es su caso.",
    ],
    steps: [
      [
        "Pregunte a un dermatólogo por los usos en la piel",
        "Para problemas de la piel, un dermatólogo puede decirle qué tratamientos con luz están demostrados.",
      ],
      [
        "Revise sus medicamentos",
        "Un médico o farmacéutico puede decirle si sus medicamentos aumentan la sensibilidad a la luz.",
      ],
      [
        "Compare los aparatos con cuidado",
        "En el directorio hay marcas de terapia con luz; busque información de seguridad clara.",
      ],
    ],
  },
  "hyperbaric-oxygen": {
    title: "Oxigenoterapia hiperbárica",
    summary:
      "La oxigenoterapia hiperbárica consiste en respirar oxígeno puro dentro de una cámara presurizada. Es un tratamiento hospitalario reconocido para unas pocas enfermedades, como la enfermedad por descompresión, la intoxicación por monóxido de carbono y algunas heridas que cuesta curar. Su uso como tratamiento de bienestar o antienvejecimiento se basa en estudios pequeños que miden marcadores como los telómeros, no en pruebas de mejor salud o una vida más larga, y tiene riesgos como lesiones en oídos y senos nasales.",
    insights: [
      "Los centros médicos hiperbáricos siguen normas de seguridad estrictas; las cámaras de bienestar de menor presión están menos estudiadas.",
      "Algunas enfermedades, como ciertos problemas pulmonares o de oído recientes, hacen que el tratamiento no sea seguro.",
      "Desconfíe de las clínicas que prometen revertir el envejecimiento; pregunte qué resultados se midieron y en quién.",
    ],
    steps: [
      [
        "Pregunte si hay una indicación médica",
        "Su médico puede decirle si en su caso existe un motivo reconocido para el tratamiento.",
      ],
      [
        "Compruebe primero la seguridad",
        "Un médico debe revisar sus oídos, sus pulmones y sus medicamentos antes de cualquier tratamiento a presión.",
      ],
      [
        "Cuestione las promesas de longevidad",
        "Un médico de longevidad riguroso puede explicarle lo que muestran las pruebas y lo que no.",
      ],
    ],
  },
};
