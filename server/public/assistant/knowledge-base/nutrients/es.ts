import "server-only";
import type { TopicTexts } from "../types";
import type { NutrientId } from "./topics";

export const es: TopicTexts<NutrientId> = {
  "vitamin-d": {
    title: "Vitamina D",
    summary:
      "La vitamina D ayuda al cuerpo a absorber el calcio y favorece los huesos, los músculos y el sistema inmunitario. La piel la produce con la luz del sol, por lo que los niveles suelen bajar en invierno en el norte y el centro de Europa y en personas que pasan poco tiempo al aire libre, se cubren la piel o tienen la piel oscura. El análisis mide la 25-hidroxivitamina D, la forma de reserva del cuerpo.",
    insights: [
      "Laboratorios y países usan puntos de corte algo distintos para el déficit y la suficiencia; compare su resultado con el rango de referencia del informe y coméntelo con su médico.",
      "Más no siempre es mejor: la vitamina D es liposoluble y un exceso de suplementos puede subir el calcio a niveles dañinos.",
      "Un análisis a finales de invierno muestra su punto más bajo del año; a finales de verano, el mejor.",
    ],
    steps: [
      [
        "Analice antes de suplementar",
        "Un análisis de sangre, también como kit casero de pinchazo en el dedo, muestra si necesita algo.",
      ],
      [
        "Acuerde forma y cantidad con un profesional",
        "Si su nivel es bajo, pregunte a su médico o farmacéutico qué le conviene y cuándo repetir el análisis.",
      ],
      [
        "Tome luz del día con seguridad",
        "Pasar tiempo al aire libre ayuda en los meses cálidos; siga las recomendaciones locales de protección solar.",
      ],
    ],
  },
  "vitamin-b12": {
    title: "Vitamina B12",
    summary:
      "La vitamina B12 es necesaria para fabricar glóbulos rojos, ADN y la mielina que aísla los nervios. Procede casi solo de alimentos de origen animal, así que las personas veganas, las personas mayores y quienes toman durante mucho tiempo ciertos medicamentos, como la metformina o los protectores de estómago, tienen más riesgo de déficit. La falta puede desarrollarse despacio durante años y causar cansancio, hormigueos o problemas de memoria.",
    insights: [
      "Una B12 sérica en la zona baja de la normalidad no descarta un déficit; los médicos pueden añadir la B12 activa (holotranscobalamina) o el ácido metilmalónico para aclararlo.",
      "El folato y la B12 actúan juntos, por eso suelen medirse e interpretarse a la vez, junto con un hemograma.",
      "A las personas veganas se les suele aconsejar recurrir a alimentos enriquecidos o a un suplemento; pregunte a un profesional qué le conviene.",
    ],
    steps: [
      ["Pida un análisis de B12", "Idealmente junto con el folato y un hemograma completo."],
      [
        "Revise dieta y medicamentos",
        "Un dietista o farmacéutico puede comprobar si su dieta o algún tratamiento prolongado afecta a la B12.",
      ],
      ["Hable de la suplementación", "Si su nivel es bajo, su médico le aconsejará la forma y la vía adecuadas."],
    ],
  },
  folate: {
    title: "Folato (vitamina B9)",
    summary:
      "El folato (vitamina B9) es necesario para la división celular y para fabricar ADN y glóbulos rojos. Es especialmente importante antes y al principio del embarazo, cuando un aporte suficiente reduce el riesgo de defectos del tubo neural en el bebé. Las verduras de hoja verde, las legumbres y los cereales integrales son buenas fuentes.",
    insights: [
      "El folato y la B12 se interpretan juntos: el ácido fólico puede ocultar los signos sanguíneos de un déficit de B12 mientras avanza el daño en los nervios.",
      "Un nivel bajo de folato, B12 o B6 puede elevar la homocisteína.",
      "Las variantes comunes del gen MTHFR están muy extendidas y la mayoría de las sociedades médicas no recomiendan buscarlas, porque el resultado rara vez cambia lo que conviene hacer.",
      "Quien planee un embarazo debería hablar con un médico o matrona sobre el ácido fólico bastante antes de la concepción.",
    ],
    steps: [
      ["Mida el folato junto con la B12", "Ambos se interpretan juntos, a menudo con un hemograma."],
      [
        "¿Planea un embarazo? Hable con su médico",
        "Pregunte por el ácido fólico antes de la concepción; su médico o matrona le dirá qué le conviene.",
      ],
      ["Coma más verduras de hoja y legumbres", "Un dietista puede revisar su aporte y proponerle cambios sencillos."],
    ],
  },
  "iron-ferritin": {
    title: "Ferritina y hierro",
    summary:
      "El hierro transporta el oxígeno en la hemoglobina, y la ferritina es la proteína que lo almacena; su nivel es la medida más habitual de las reservas de hierro. Una ferritina baja puede causar cansancio, falta de aire, caída del pelo y menor rendimiento físico incluso antes de que aparezca la anemia, y es frecuente en mujeres con menstruación, donantes de sangre, deportistas de resistencia y personas que comen poca carne. El exceso de hierro también es dañino, por ejemplo en la hemocromatosis hereditaria.",
    insights: [
      "La ferritina también sube con la inflamación, las infecciones, las enfermedades del hígado y el alcohol, así que un valor normal o alto no siempre indica buenas reservas; los médicos suelen añadir la PCR y la saturación de transferrina.",
      "Averiguar por qué el hierro está bajo importa tanto como reponerlo; en hombres y tras la menopausia hay que descartar una pérdida de sangre oculta por el intestino.",
      "Los suplementos de hierro solo deben tomarse tras un análisis y con consejo profesional, porque el cuerpo elimina mal el exceso de hierro.",
    ],
    steps: [
      [
        "Mida la ferritina con un perfil de hierro completo",
        "Ferritina, saturación de transferrina, PCR y hemograma juntos dan la imagen más clara.",
      ],
      [
        "Busque la causa con su médico",
        "Un hierro bajo o alto necesita una explicación antes de cualquier tratamiento.",
      ],
      [
        "Planifique comidas ricas en hierro",
        "Un dietista puede enseñarle a combinar alimentos ricos en hierro con vitamina C y a separar el té y el café.",
      ],
    ],
  },
  "omega-3-index": {
    title: "Índice omega-3",
    summary:
      "El índice omega-3 mide la proporción de los ácidos grasos omega-3 EPA y DHA en la membrana de sus glóbulos rojos y refleja su consumo de los últimos meses. El EPA y el DHA proceden sobre todo del pescado azul, como el salmón, la caballa, el arenque y la sardina, o de las algas. Un índice más alto se ha asociado con menor riesgo cardiovascular en estudios observacionales.",
    insights: [
      "Es un análisis con un pinchazo en el dedo, disponible como kit casero; como refleja meses, repetirlo más a menudo que cada pocos meses aporta poco.",
      "Los ensayos con suplementos de omega-3 para prevenir enfermedades del corazón han dado resultados dispares, así que los alimentos suelen ser el primer paso.",
      "El aceite de pescado puede interactuar con los anticoagulantes; consulte a su médico o farmacéutico antes de empezar un suplemento.",
    ],
    steps: [
      ["Mida su índice omega-3", "Un test casero de pinchazo en el dedo muestra su punto de partida."],
      [
        "Coma pescado azul con regularidad",
        "Un dietista puede proponerle opciones de pescado o de algas que encajen con su dieta.",
      ],
      [
        "Pregunte antes de suplementar",
        "Sobre todo si toma anticoagulantes o tiene alguna enfermedad; su médico o farmacéutico le dirá qué le conviene.",
      ],
    ],
  },
  creatine: {
    title: "Creatina",
    summary:
      "La creatina es una sustancia que el cuerpo fabrica y obtiene de la carne y el pescado; los músculos la usan para esfuerzos cortos e intensos. Como suplemento, la creatina monohidrato es de los más estudiados: junto con el entrenamiento de fuerza mejora de forma fiable la fuerza y la masa muscular, también en personas mayores. La investigación sobre beneficios para el cerebro, como la memoria o la fatiga mental, es prometedora pero aún pequeña y con resultados dispares. En adultos sanos se considera en general segura.",
    insights: [
      "La creatina funciona junto con el entrenamiento; por sí sola aporta poco al músculo.",
      "Puede elevar en sangre la creatinina, un marcador renal, sin dañar los riñones; dígaselo a su médico antes de un análisis de función renal.",
      "Las personas con enfermedad renal, las embarazadas y quienes toman medicación habitual deben consultar a un médico antes de usarla.",
      "Elija productos analizados por un organismo independiente, porque los suplementos no se controlan como los medicamentos.",
    ],
    steps: [
      [
        "Compruebe que le conviene",
        "Pregunte antes a su médico o farmacéutico si tiene enfermedad renal o diabetes o toma medicamentos.",
      ],
      [
        "Combínela con entrenamiento de fuerza",
        "Un entrenador o médico del deporte puede ayudarle a planificar un entrenamiento que aproveche el beneficio.",
      ],
      ["Elija un producto analizado", "Busque análisis independientes; en el directorio hay suplementos con creatina."],
    ],
  },
  magnesium: {
    title: "Magnesio",
    summary:
      "El magnesio es un mineral que interviene en cientos de procesos, como la función de músculos y nervios, la producción de energía, el control de la glucosa y el ritmo cardiaco. Los frutos secos, las semillas, las legumbres, los cereales integrales y las verduras de hoja son buenas fuentes. Los suplementos son populares para el sueño, los calambres y el estrés, pero su beneficio está demostrado sobre todo para corregir un déficit; en el sueño y los calambres de personas sanas, los resultados son modestos o dispares.",
    insights: [
      "Los análisis de sangre solo miden una pequeña parte del magnesio del cuerpo, así que un resultado normal no descarta del todo un aporte bajo.",
      "Algunos diuréticos y protectores de estómago, el exceso de alcohol, la diarrea y una diabetes mal controlada son causas habituales de magnesio bajo.",
      "Demasiado magnesio en suplementos provoca diarrea y puede ser peligroso con una función renal reducida; además interactúa con algunos antibióticos y medicamentos para la osteoporosis.",
    ],
    steps: [
      [
        "Pregunte antes de suplementar",
        "Su médico o farmacéutico puede revisar sus medicamentos y su función renal y aconsejarle forma y cantidad.",
      ],
      [
        "Analícelo si se sospecha un déficit",
        "Los laboratorios del directorio ofrecen perfiles de micronutrientes; su médico interpreta el resultado.",
      ],
      [
        "Coma alimentos ricos en magnesio",
        "Un dietista puede ayudarle a añadir frutos secos, semillas, legumbres y cereales integrales a sus comidas.",
      ],
    ],
  },
  "vitamin-k2": {
    title: "Vitamina K2",
    summary:
      "La vitamina K ayuda a la coagulación de la sangre y activa proteínas que fijan el calcio en los huesos y en la pared de los vasos. La K1 procede de las verduras de hoja; la K2 (menaquinonas como la MK-7) procede de alimentos fermentados como el natto y algunos quesos, y de alimentos de origen animal. La K2 se combina a menudo con vitamina D en los suplementos. Que mejore la salud de huesos o arterias es plausible, pero los ensayos muestran por ahora efectos pequeños o inconstantes.",
    insights: [
      "Quien tome acenocumarol, warfarina u otros antagonistas de la vitamina K no debe empezar a tomar vitamina K sin su médico, porque cambia el efecto del medicamento.",
      "Un déficit real de vitamina K es raro en adultos sanos con una dieta variada.",
      "La combinación de D y K2 es habitual en los productos, pero las pruebas de que prevenga fracturas o enfermedad cardiaca aún son limitadas.",
    ],
    steps: [
      [
        "Revise primero sus medicamentos",
        "Pregunte a su médico o farmacéutico antes de tomar vitamina K, sobre todo si toma anticoagulantes.",
      ],
      [
        "Mida la vitamina D en lugar de suponer",
        "Un análisis de vitamina D muestra si necesita algo; los laboratorios del directorio lo ofrecen.",
      ],
      [
        "Coma verduras y alimentos fermentados",
        "Un dietista puede sugerirle fuentes de vitamina K que encajen con su dieta.",
      ],
    ],
  },
  "nad-precursors": {
    title: "Precursores de NAD+ (NMN, NR)",
    summary:
      "El NAD+ es una molécula que todas las células necesitan para obtener energía y reparar el ADN, y su nivel baja con la edad en algunos tejidos. Precursores como el ribósido de nicotinamida (NR) y el mononucleótido de nicotinamida (NMN) elevan el NAD+ en sangre, y en animales aumentar el NAD+ mejora varios signos del envejecimiento. En los ensayos en personas parecen seguros a corto plazo, pero no se han demostrado beneficios claros para la salud, la forma física o la esperanza de vida.",
    insights: [
      "Subir un marcador en sangre no es lo mismo que obtener un beneficio para la salud; faltan ensayos en personas más grandes y largos.",
      "Las infusiones de NAD+ que ofrecen algunas clínicas tienen todavía menos pruebas y conllevan los riesgos habituales de una infusión.",
      "La regulación varía: en algunos países el NMN no está autorizado como complemento alimenticio, así que la calidad y el etiquetado cambian mucho.",
    ],
    steps: [
      [
        "Coméntelo antes de comprar",
        "Pregunte a su médico o farmacéutico si puede interactuar con sus medicamentos o enfermedades.",
      ],
      [
        "Hable con un médico de longevidad riguroso",
        "Un médico de longevidad puede explicarle las pruebas y qué vale la pena medir y qué no.",
      ],
      [
        "Si lo prueba, elija un producto analizado",
        "En el directorio hay suplementos de NR; busque controles de calidad independientes.",
      ],
    ],
  },
  "longevity-supplements": {
    title: "Suplementos para la longevidad",
    summary:
      "Se venden muchos suplementos para la longevidad, como la urolitina A, la espermidina, el resveratrol, la fisetina, la quercetina y el alfa-cetoglutarato. La mayoría se basan en estudios prometedores en células y animales; los estudios en personas son pequeños y cortos y miden marcadores, no una vida más larga. Ninguno ha demostrado frenar el envejecimiento en humanos. Lo mejor demostrado sigue siendo el ejercicio, el sueño, no fumar, una dieta sana y tratar la presión arterial y el colesterol.",
    insights: [
      "El resveratrol se promocionó mucho pero decepcionó en los ensayos en personas: un buen recordatorio de que los resultados en animales a menudo no se trasladan.",
      "Los senolíticos, que buscan eliminar células envejecidas, siguen siendo experimentales y se están probando en ensayos clínicos; no son para automedicarse.",
      "Los suplementos pueden interactuar con medicamentos y su calidad varía; más productos no significan más beneficio.",
    ],
    steps: [
      [
        "Revise las interacciones",
        "Pregunte a su médico o farmacéutico antes de añadir un suplemento, sobre todo si toma medicamentos.",
      ],
      [
        "Pregunte qué dicen las pruebas",
        "Un médico de medicina preventiva o de longevidad puede separar lo bien demostrado de lo experimental.",
      ],
      [
        "Mida primero lo que importa",
        "La presión arterial, los lípidos, la glucosa y la forma física son objetivos demostrados; los laboratorios del directorio los analizan.",
      ],
    ],
  },
  nootropics: {
    title: "Nootrópicos y suplementos para el cerebro",
    summary:
      "Los nootrópicos son sustancias que prometen mejorar la concentración, la memoria o la energía mental, desde la cafeína y la L-teanina hasta extractos vegetales como la bacopa, el ginkgo o la melena de león, y medicamentos con receta. En personas sanas las pruebas son débiles: los efectos suelen ser pequeños, breves o no aparecen en los buenos ensayos, y la cafeína es la mejor documentada para el estado de alerta. Los estimulantes con receta no están pensados para personas sanas y tienen riesgos reales.",
    insights: [
      "Dormir, hacer ejercicio con regularidad, manejar el estrés y tratar problemas como la pérdida de audición, la depresión o la apnea del sueño mejoran el pensamiento mucho más que cualquier suplemento.",
      "Los productos de plantas pueden interactuar con medicamentos; el ginkgo, por ejemplo, puede aumentar el riesgo de sangrado con anticoagulantes.",
      "Las dificultades de concentración persistentes pueden tener causas médicas, como problemas de tiroides, falta de hierro, depresión o TDAH, que merece la pena revisar.",
    ],
    steps: [
      [
        "Revise los productos con un profesional",
        "Pregunte a su médico o farmacéutico por interacciones antes de probar un nootrópico.",
      ],
      [
        "Busque las causas de la falta de concentración",
        "Si los problemas persisten, su médico de cabecera puede buscar causas tratables.",
      ],
      [
        "Si prueba uno, elija con cuidado",
        "En el directorio hay suplementos vendidos como nootrópicos; prefiera productos analizados de forma independiente.",
      ],
    ],
  },
  protein: {
    title: "Proteínas",
    summary:
      "Las proteínas aportan los aminoácidos que el cuerpo usa para construir y reparar músculo, hueso, piel, enzimas y células de defensa. Las necesidades aumentan con la edad, la enfermedad y la actividad física, y muchas personas mayores comen menos de lo ideal para conservar el músculo. Alimentos como el pescado, los huevos, los lácteos, las legumbres, el tofu y la carne cubren las necesidades de la mayoría; las proteínas en polvo son una comodidad, no una necesidad.",
    insights: [
      "Repartir las proteínas entre las comidas y combinarlas con entrenamiento de fuerza ayuda a mantener el músculo, sobre todo a partir de los 60 años aproximadamente.",
      "Las personas con enfermedad renal crónica pueden necesitar limitar las proteínas y deben seguir el consejo de su médico.",
      "Las proteínas vegetales funcionan bien si se combinan distintas fuentes a lo largo del día.",
    ],
    steps: [
      [
        "Calcule sus necesidades",
        "Un dietista puede estimar cuánta proteína conviene a su edad, peso, actividad y salud.",
      ],
      [
        "Revise sus riñones si tiene alguna enfermedad",
        "Con enfermedad renal o diabetes, pregunte a su médico antes de aumentar las proteínas.",
      ],
      [
        "Póngaselo fácil",
        "En el directorio hay alimentos y polvos ricos en proteínas; elija los que encajen con su dieta.",
      ],
    ],
  },
  multivitamins: {
    title: "Multivitamínicos",
    summary:
      "Los multivitamínicos combinan muchas vitaminas y minerales en un solo producto. En la mayoría de las personas sanas con una dieta variada, grandes estudios han encontrado poco o ningún efecto sobre la enfermedad cardiaca, el cáncer o la esperanza de vida. Pueden tener sentido para grupos concretos, como quienes siguen dietas restringidas, al planear un embarazo o con enfermedades que reducen la absorción; algunos nutrientes, como la vitamina D en invierno o la B12 en la dieta vegana, se cubren mejor por separado.",
    insights: [
      "Buscar un déficit concreto, como de hierro, vitamina D o B12, suele ser más útil que tomarlo todo a la vez.",
      "Algunos productos superan con mucho las cantidades recomendadas; con las vitaminas A, D y E, el hierro o el selenio, más no es mejor.",
      "Los polvos verdes y las suscripciones personalizadas son cómodos, pero no sustituyen a las verduras y la fruta.",
    ],
    steps: [
      [
        "Busque déficits concretos",
        "Su médico puede analizar los nutrientes que podrían faltarle; los laboratorios del directorio ofrecen perfiles de micronutrientes.",
      ],
      ["Revise primero su alimentación", "Un dietista o farmacéutico puede decirle si un suplemento le aporta algo."],
      [
        "Si hace falta, elija un producto moderado y analizado",
        "Prefiera productos cercanos a las cantidades de referencia y con control de calidad independiente.",
      ],
    ],
  },
  collagen: {
    title: "Colágeno",
    summary:
      "El colágeno es la principal proteína estructural de la piel, los tendones, el cartílago y el hueso, y el cuerpo fabrica menos con la edad. Los suplementos de colágeno se descomponen en aminoácidos y pequeños péptidos durante la digestión. Algunos ensayos muestran mejoras modestas en la elasticidad de la piel o el dolor articular, pero muchos son pequeños y financiados por fabricantes, así que las pruebas siguen siendo limitadas. Para el envejecimiento de la piel importan más la protección solar y no fumar.",
    insights: [
      "El cuerpo fabrica colágeno a partir de las proteínas en general, así que tomar suficientes proteínas y vitamina C es la base.",
      "Para el dolor articular, el ejercicio y la fisioterapia tienen pruebas mucho más sólidas que los suplementos.",
      "El colágeno es un producto animal (normalmente bovino, porcino o marino) y no es apto para veganos.",
    ],
    steps: [
      [
        "Proteja primero su piel",
        "Un dermatólogo puede aconsejarle sobre protección solar y tratamientos con pruebas sólidas contra el envejecimiento cutáneo.",
      ],
      [
        "Para las articulaciones, empiece por el movimiento",
        "Un médico de cabecera o fisioterapeuta puede proponerle ejercicios para el dolor articular.",
      ],
      [
        "Si prueba el colágeno, elija un producto analizado",
        "Algunas marcas del directorio ofrecen productos de colágeno; busque análisis independientes.",
      ],
    ],
  },
  adaptogens: {
    title: "Adaptógenos (ashwagandha, rodiola, hongos medicinales)",
    summary:
      "Los adaptógenos son plantas y hongos que, según se dice, ayudan al cuerpo a afrontar el estrés, como la ashwagandha, la rodiola, el ginseng y el reishi. Algunos ensayos pequeños muestran efectos modestos sobre el estrés, el sueño o el cansancio, sobre todo con la ashwagandha, pero los estudios son cortos y de calidad desigual. Natural no significa inofensivo: se han descrito daños hepáticos con la ashwagandha y varios adaptógenos interactúan con medicamentos.",
    insights: [
      "La ashwagandha puede afectar a las hormonas tiroideas y no se aconseja en el embarazo; algunos países han emitido advertencias.",
      "La calidad de los productos varía mucho y se han encontrado contaminantes o contenidos erróneos en suplementos de plantas.",
      "El estrés persistente suele responder mejor al sueño, el ejercicio, los enfoques psicológicos y a cambiar sus causas.",
    ],
    steps: [
      [
        "Compruebe la seguridad con un profesional",
        "Pregunte a su médico o farmacéutico, sobre todo si está embarazada, tiene problemas de tiroides o de hígado o toma medicamentos.",
      ],
      [
        "Actúe sobre el origen del estrés",
        "Un médico de cabecera, psicólogo o psicoterapeuta puede ayudarle con el estrés, la ansiedad o el mal descanso persistentes.",
      ],
      [
        "Si prueba uno, elija con cuidado",
        "En el directorio hay suplementos con adaptógenos; prefiera productos analizados de forma independiente.",
      ],
    ],
  },
  melatonin: {
    title: "Melatonina y suplementos para dormir",
    summary:
      "La melatonina es la hormona que el cerebro libera por la noche para señalar que es hora de dormir. Como suplemento o medicamento puede ayudar a ajustar el reloj interno, por ejemplo con el desfase horario o un sueño retrasado, y hace que algunas personas se duerman algo antes. No cura el insomnio crónico. Las normas cambian según el país: en algunos es un medicamento con receta y en otros un complemento alimenticio.",
    insights: [
      "Para ajustar el reloj interno importa más el momento que la cantidad; un médico o farmacéutico puede orientarle sobre su uso en su situación.",
      "La terapia cognitivo-conductual para el insomnio (TCC-I) es el tratamiento de primera elección del insomnio prolongado.",
      "La melatonina puede interactuar con algunos medicamentos y no se aconseja en el embarazo; en niños, su uso debe supervisarlo un médico.",
    ],
    steps: [
      [
        "Pregunte primero a un médico o farmacéutico",
        "Pueden comprobar si la melatonina encaja con su problema de sueño, sus medicamentos y las normas de su país.",
      ],
      [
        "Haga valorar un insomnio persistente",
        "Un especialista en sueño puede ofrecer TCC-I y buscar causas como la apnea del sueño.",
      ],
      [
        "Siga sus hábitos de sueño",
        "Las aplicaciones de sueño del directorio le ayudan a ver sus horarios y su regularidad.",
      ],
    ],
  },
  "supplement-quality": {
    title: "Elegir suplementos con seguridad",
    summary:
      "En Europa, la mayoría de los suplementos se venden como alimentos: su eficacia no se prueba antes de la venta, y la calidad, el contenido y las afirmaciones varían. Muchas personas toman varios productos sin saber si los necesitan. Los suplementos pueden interactuar con medicamentos, y algunos, como la vitamina A, el hierro o la vitamina D en dosis altas, son dañinos en exceso. Analizar si existe un déficit real y elegir productos controlados de forma independiente es lo más seguro.",
    insights: [
      "Las certificaciones independientes, como NSF Certified for Sport o Informed Sport, comprueban el contenido y los contaminantes, pero no la eficacia.",
      "La hierba de San Juan, el extracto de pomelo, el ginkgo, el aceite de pescado en dosis altas y la vitamina K están entre los suplementos que interactúan con medicamentos habituales.",
      "Informe a su médico y a su farmacéutico de todos los suplementos que toma, también antes de una operación.",
    ],
    steps: [
      [
        "Revise sus suplementos con un profesional",
        "Lleve los productos que toma a su médico o farmacéutico para comprobar necesidades e interacciones.",
      ],
      [
        "Analice antes de tomar",
        "Su médico puede buscar déficits reales; los laboratorios del directorio ofrecen perfiles de micronutrientes.",
      ],
      [
        "Elija productos analizados",
        "Sea cual sea la marca del directorio que elija, busque controles de calidad independientes.",
      ],
    ],
  },
};
