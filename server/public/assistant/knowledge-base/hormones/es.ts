import "server-only";
import type { TopicTexts } from "../types";
import type { HormoneId } from "./topics";

export const es: TopicTexts<HormoneId> = {
  "thyroid-tsh": {
    title: "Tiroides (TSH)",
    summary:
      "La hormona estimulante del tiroides (TSH) la produce la hipófisis para indicar al tiroides cuánta hormona debe fabricar. Es la primera prueba habitual de la función tiroidea: cuando el tiroides funciona poco, la TSH tiende a subir, y cuando funciona en exceso, tiende a bajar. Las hormonas tiroideas influyen en la energía, el peso, la frecuencia cardiaca, la temperatura corporal y el estado de ánimo.",
    insights: [
      "La TSH varía con la hora del día, las enfermedades, el embarazo y algunos medicamentos y suplementos –la biotina puede alterar varias pruebas tiroideas–, por lo que un resultado límite suele repetirse.",
      "Los médicos interpretan la TSH junto con la T4 libre y, a veces, los anticuerpos tiroideos antes de sacar conclusiones.",
      "El cansancio o los cambios de peso tienen muchas causas posibles; una TSH normal hace menos probable que el origen sea el tiroides.",
    ],
    steps: [
      [
        "Mida la TSH junto con la T4 libre",
        "Muchos laboratorios ofrecen un perfil tiroideo, también como kit para hacer en casa.",
      ],
      [
        "Comente resultados y síntomas con un médico",
        "Sobre todo si los resultados están fuera del rango o tiene síntomas.",
      ],
      [
        "Mencione sus suplementos antes de la prueba",
        "Dígale a su médico si toma suplementos como la biotina, que puede interferir con la prueba.",
      ],
    ],
  },
  "free-t4": {
    title: "T4 libre",
    summary:
      "La T4 libre (tiroxina) es la principal hormona que libera el tiroides, medida en su forma libre y activa. Junto con la TSH muestra si el tiroides funciona de menos o de más y si la hipófisis envía señales normales. Algunos laboratorios miden también la T3 libre, la forma más activa que el cuerpo produce a partir de la T4 en los tejidos.",
    insights: [
      "El patrón importa más que un número: una TSH alta con T4 libre baja sugiere hipotiroidismo y una TSH baja con T4 libre alta, hipertiroidismo, algo que después confirma un médico.",
      "Los cambios leves de TSH con T4 libre normal («subclínicos») son frecuentes, sobre todo con la edad, y a menudo solo requieren seguimiento.",
      "Los suplementos de biotina, el embarazo y una enfermedad aguda pueden alterar los resultados.",
    ],
    steps: [
      ["Mida la T4 libre con la TSH", "Ambas se interpretan juntas."],
      [
        "Interprételas con un médico",
        "Un endocrinólogo puede ayudar cuando los resultados no son claros o tiene síntomas.",
      ],
    ],
  },
  testosterone: {
    title: "Testosterona",
    summary:
      "La testosterona es la principal hormona sexual masculina y también es importante en las mujeres, en menor cantidad. Favorece el músculo, el hueso, la libido, la producción de glóbulos rojos y el estado de ánimo. Sus niveles son más altos por la mañana, bajan poco a poco con la edad y dependen mucho del sueño, la grasa corporal, las enfermedades y el estrés.",
    insights: [
      "Los médicos miden la testosterona por la mañana y repiten un resultado bajo antes de sacar conclusiones, a menudo junto con SHBG, LH y FSH.",
      "En hombres con exceso de peso, perderlo, entrenar fuerza y dormir bien se asocian con niveles de testosterona más saludables.",
      "El tratamiento con testosterona tiene beneficios y riesgos, puede reducir la fertilidad y solo debe iniciarlo y controlarlo un médico.",
      "En las mujeres, la testosterona suele medirse dentro de un perfil hormonal más amplio, por ejemplo cuando las reglas son irregulares.",
    ],
    steps: [
      [
        "Hágase la prueba por la mañana y repítala",
        "Una muestra de sangre matinal, repetida si sale baja, evita resultados engañosos.",
      ],
      [
        "Revise los resultados con un especialista",
        "Un endocrinólogo o urólogo puede valorar el conjunto de sus hormonas y sus síntomas.",
      ],
      [
        "Priorice el sueño, la fuerza y un peso saludable",
        "Son los factores de estilo de vida más claramente ligados a la testosterona.",
      ],
    ],
  },
  oestradiol: {
    title: "Estradiol",
    summary:
      "El estradiol es la principal forma de estrógeno en las mujeres en edad fértil y también está presente en los hombres. Regula el ciclo menstrual y favorece los huesos, los vasos sanguíneos, la piel y el cerebro. Sus niveles cambian mucho a lo largo del ciclo y bajan en la menopausia, lo que puede traer sofocos, peor sueño y pérdida de hueso.",
    insights: [
      "Como el estradiol oscila a lo largo del ciclo, un valor aislado dice poco si no se conoce el día del ciclo; en la perimenopausia fluctúa mucho de un mes a otro.",
      "La menopausia suele reconocerse por los síntomas y la edad, no solo por un análisis de sangre.",
      "La terapia hormonal de la menopausia alivia los síntomas de muchas mujeres; que le convenga depende de su perfil de riesgo personal, que su médico puede valorar.",
      "En los hombres, el estradiol se forma a partir de la testosterona y es importante para la salud ósea.",
    ],
    steps: [
      [
        "Hable con un ginecólogo o especialista en menopausia",
        "Puede valorar con usted los síntomas, las opciones y sus riesgos personales.",
      ],
      [
        "Ajuste los análisis hormonales al ciclo",
        "Pregunte qué día del ciclo hacer la prueba para que el resultado se pueda interpretar.",
      ],
      [
        "Proteja huesos y corazón",
        "El entrenamiento de fuerza, suficientes proteínas y alimentos ricos en calcio favorecen los huesos en torno a la menopausia.",
      ],
    ],
  },
  cortisol: {
    title: "Cortisol",
    summary:
      "El cortisol es una hormona de las glándulas suprarrenales que ayuda a regular la glucosa, la presión arterial, la inflamación y el ciclo de sueño y vigilia. Normalmente alcanza su máximo poco después de despertar y baja a su mínimo hacia la medianoche. Las subidas breves con el estrés son sanas; un ritmo alterado de forma persistente se asocia con mal sueño, estrés crónico y algunas enfermedades.",
    insights: [
      "Como el cortisol sigue un ritmo diario, la hora de la muestra importa; a veces se usan pruebas de saliva a varias horas del día para ver la curva.",
      "La «fatiga suprarrenal» no es un diagnóstico médico reconocido; las enfermedades suprarrenales reales son raras y las diagnostica un endocrinólogo con pruebas específicas.",
      "Horarios de sueño regulares, luz natural por la mañana, ejercicio y técnicas de manejo del estrés ayudan a mantener un ritmo sano.",
    ],
    steps: [
      [
        "Mídalo a la hora adecuada",
        "Pregunte qué prueba encaja con su duda: sangre por la mañana o muestras de saliva a lo largo del día.",
      ],
      [
        "Consulte a un médico si los síntomas persisten",
        "Un cambio de peso marcado, debilidad, mareos o una presión muy alta requieren una valoración médica.",
      ],
      [
        "Siga su estrés y su sueño",
        "Los dispositivos ponibles muestran patrones de sueño, frecuencia cardiaca y VFC que ayudan a planificar la recuperación.",
      ],
    ],
  },
  "dhea-s": {
    title: "DHEA-S",
    summary:
      "La DHEA-S (sulfato de dehidroepiandrosterona) es una hormona producida sobre todo por las glándulas suprarrenales, que el cuerpo puede convertir en testosterona y estrógenos. Sus niveles alcanzan el máximo al comienzo de la edad adulta y después bajan de forma constante, por eso se ha estudiado como marcador del envejecimiento. Suele medirse dentro de un perfil suprarrenal u hormonal.",
    insights: [
      "Son imprescindibles los rangos de referencia por edad y sexo, porque los valores normales difieren mucho entre alguien de 25 y alguien de 65 años.",
      "Las pruebas de que los suplementos de DHEA frenen el envejecimiento son escasas; pueden afectar a otras hormonas y su situación legal varía según el país: coméntelos antes con un médico.",
      "Un valor de DHEA-S muy alto requiere una valoración médica.",
    ],
    steps: [
      ["Mídala dentro de un perfil hormonal", "La DHEA-S es más informativa junto a otras hormonas."],
      [
        "Interprétela con un endocrinólogo",
        "Puede comparar su valor con el rango adecuado para su edad y sexo y con sus síntomas.",
      ],
    ],
  },
  menopause: {
    title: "Menopausia y perimenopausia",
    summary:
      "La menopausia es el momento en que han pasado doce meses desde la última regla, normalmente entre los 45 y los 55 años; los años de cambios hormonales previos se llaman perimenopausia. La bajada y las oscilaciones de los estrógenos pueden causar sofocos, sudores nocturnos, mal descanso, cambios de humor, dolores articulares y sequedad vaginal, y tras la menopausia aumentan la pérdida de hueso y el riesgo cardiovascular. Los síntomas varían mucho y hay tratamientos eficaces, hormonales y no hormonales.",
    insights: [
      "La menopausia suele reconocerse por la edad y los síntomas; los análisis hormonales son útiles sobre todo en mujeres más jóvenes o en situaciones dudosas, porque los niveles fluctúan mucho en la perimenopausia.",
      "Las guías actuales consideran la terapia hormonal el tratamiento más eficaz para los sofocos; para la mayoría de las mujeres sanas que la empiezan en torno a la menopausia los beneficios superan a los riesgos, pero la decisión depende de los antecedentes personales y familiares.",
      "El entrenamiento de fuerza, suficientes proteínas y calcio, no fumar y moderar el alcohol protegen los huesos y el corazón después de la menopausia.",
    ],
    steps: [
      [
        "Hable con un ginecólogo o un médico con experiencia en menopausia",
        "Describa sus síntomas y pregunte por las opciones hormonales y no hormonales y por sus riesgos personales.",
      ],
      [
        "Revise la salud de huesos y corazón",
        "Pregunte si le toca controlar la presión, los lípidos, la glucosa y hacer una densitometría; los análisis hormonales solo ayudan en algunos casos.",
      ],
      [
        "Gane fuerza y coma pensando en sus huesos",
        "El entrenamiento de fuerza, las proteínas y los alimentos ricos en calcio favorecen músculos y huesos; los profesionales del directorio pueden orientarle.",
      ],
    ],
  },
  "womens-health": {
    title: "Salud de la mujer y ciclo menstrual",
    summary:
      "La salud de la mujer abarca el ciclo menstrual, la fertilidad, el embarazo, la menopausia y enfermedades más frecuentes en mujeres, como los problemas de tiroides, la falta de hierro, la osteoporosis y las enfermedades autoinmunes. El ciclo es un buen indicador de salud: las reglas muy abundantes, dolorosas o irregulares son frecuentes, pero no hay que resignarse, porque causas como la endometriosis, los miomas, el SOP o los problemas de tiroides tienen tratamiento. La enfermedad cardiaca, a menudo vista como un problema masculino, es también una de las principales causas de muerte en mujeres.",
    insights: [
      "Las reglas abundantes son una causa frecuente de falta de hierro; conviene revisar la ferritina si nota cansancio o falta de aire.",
      "La endometriosis suele tardar años en diagnosticarse; un dolor menstrual que impide la vida diaria merece la valoración de un ginecólogo.",
      "Las aplicaciones de seguimiento del ciclo ayudan a detectar cambios y a describirlos al médico, pero no son fiables como único método anticonceptivo salvo que estén certificadas para ello.",
      "Los programas de cribado de cáncer de cuello uterino y de mama salvan vidas; pregunte cuáles le corresponden en su país.",
    ],
    steps: [
      [
        "Consulte a un ginecólogo por cambios o dolor",
        "Las reglas abundantes, dolorosas o irregulares, o el sangrado entre reglas, merecen una revisión.",
      ],
      [
        "Revise hormonas y hierro si hace falta",
        "Un médico puede decidir qué pruebas, como tiroides, hierro o un perfil hormonal, encajan con sus síntomas y su ciclo.",
      ],
      [
        "Registre su ciclo",
        "Las aplicaciones del directorio ayudan a anotar el ciclo y los síntomas para comentarlos con su médico.",
      ],
    ],
  },
  pcos: {
    title: "SOP (síndrome de ovario poliquístico)",
    summary:
      "El síndrome de ovario poliquístico (SOP) es uno de los trastornos hormonales más frecuentes en mujeres en edad fértil. Se diagnostica por una combinación de ovulación irregular o ausente, signos de exceso de hormonas masculinas como acné o exceso de vello, y ovarios de aspecto poliquístico en la ecografía. A menudo interviene la resistencia a la insulina, y el SOP aumenta el riesgo de diabetes tipo 2, de dificultades para quedarse embarazada y, con el tiempo, de enfermedad cardiaca.",
    insights: [
      "El diagnóstico es médico: primero se descartan otras causas de reglas irregulares, como problemas de tiroides o una prolactina alta.",
      "Las medidas de estilo de vida, sobre todo el ejercicio regular y, con exceso de peso, una pérdida moderada, mejoran el ciclo y la sensibilidad a la insulina en muchas mujeres.",
      "El tratamiento depende del objetivo –ciclos regulares, síntomas de la piel o embarazo– y se elige con un ginecólogo o un endocrinólogo.",
    ],
    steps: [
      [
        "Obtenga un diagnóstico adecuado",
        "Un médico de cabecera o un ginecólogo puede pedir análisis hormonales y una ecografía y descartar otras causas.",
      ],
      [
        "Revise su salud metabólica",
        "La glucosa, la HbA1c y, si es útil, la insulina muestran si hay resistencia a la insulina.",
      ],
      [
        "Busque un plan de vida sostenible",
        "Un dietista con experiencia en SOP puede ayudarle con la alimentación y la actividad según sus objetivos.",
      ],
    ],
  },
  "igf-1": {
    title: "IGF-1 y hormona del crecimiento",
    summary:
      "El IGF-1 (factor de crecimiento similar a la insulina tipo 1) lo produce sobre todo el hígado en respuesta a la hormona del crecimiento, y su nivel refleja la actividad de esta. Favorece el crecimiento en la infancia y el músculo y el hueso en los adultos, y baja con la edad. Los médicos lo miden para buscar trastornos de la hormona del crecimiento. En la investigación sobre el envejecimiento, una menor señal de crecimiento se asocia a una vida más larga en algunos animales, mientras que en las personas tanto un IGF-1 muy bajo como muy alto se han relacionado con riesgos para la salud.",
    insights: [
      "El IGF-1 debe leerse con rangos específicos por edad y sexo; la ingesta de proteínas, el ayuno, las enfermedades del hígado y la desnutrición lo modifican.",
      "La hormona del crecimiento usada como «antienvejecimiento» o en culturismo no está aprobada para esos fines y puede causar retención de líquidos, dolor articular, diabetes y otros daños.",
      "No se ha demostrado ningún beneficio en subir o bajar a propósito el IGF-1 en adultos sanos; lo sensato es centrarse en la nutrición, la fuerza y el sueño.",
    ],
    steps: [
      [
        "Hágase la prueba solo con una pregunta médica",
        "Un endocrinólogo puede decidir si el IGF-1 es útil e interpretarlo según su edad.",
      ],
      [
        "Evite la hormona del crecimiento sin receta",
        "Las hormonas o péptidos comprados por internet sin receta pueden ser dañinos y de contenido incierto; hable con un médico o farmacéutico.",
      ],
      [
        "Cuide músculo y hueso con lo demostrado",
        "El entrenamiento de fuerza, suficientes proteínas y un buen descanso funcionan con sus propias hormonas.",
      ],
    ],
  },
  fertility: {
    title: "Fertilidad y planificación del embarazo",
    summary:
      "La fertilidad depende de los dos miembros de la pareja y disminuye con la edad, de forma más marcada en la mujer a partir de la mitad de la treintena. El tabaco, el exceso de alcohol, un peso muy alto o muy bajo y algunas enfermedades la reducen. La mayoría de las parejas lo consiguen en un año; los médicos suelen aconsejar un estudio tras un año de intentos, o tras seis meses si la mujer tiene 35 años o más, y antes si hay problemas conocidos o ciclos irregulares.",
    insights: [
      "Las autoridades sanitarias recomiendan tomar ácido fólico antes y al principio del embarazo para reducir el riesgo de defectos del tubo neural; pregunte a su médico o farmacéutico por el producto adecuado.",
      "La AMH refleja la reserva de óvulos, pero predice mal la fertilidad natural de cada mujer; se usa sobre todo para planificar tratamientos de fertilidad.",
      "El seminograma es una parte sencilla e imprescindible de cualquier estudio, porque el factor masculino contribuye en cerca de la mitad de las parejas.",
    ],
    steps: [
      [
        "Acuda a un especialista en fertilidad a tiempo",
        "Un ginecólogo o especialista en fertilidad puede pedir pruebas para ambos; los laboratorios del directorio ofrecen análisis relacionados con la fertilidad.",
      ],
      [
        "Prepárese con su médico de cabecera",
        "Revise vacunas, medicamentos, enfermedades crónicas y el ácido fólico antes de buscar el embarazo.",
      ],
      [
        "Incluya a la pareja masculina",
        "Un médico de cabecera o un urólogo puede pedir un seminograma y buscar causas tratables.",
      ],
    ],
  },
};
