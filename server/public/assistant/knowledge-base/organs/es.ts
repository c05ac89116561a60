import "server-only";
import type { TopicTexts } from "../types";
import type { OrganId } from "./topics";

export const es: TopicTexts<OrganId> = {
  inflammation: {
    title: "Inflamación y PCR ultrasensible",
    summary:
      "La inflamación es la respuesta del sistema inmunitario a una lesión o infección; cuando persiste una forma leve y silenciosa, se asocia con enfermedad cardiaca, diabetes y otras enfermedades ligadas a la edad. La proteína C reactiva ultrasensible (PCR-us) es el marcador en sangre más usado para valorar esta inflamación de bajo grado. Un valor aislado puede subir por un resfriado, una lesión o un entrenamiento duro, así que se interpreta en contexto y a menudo se repite.",
    insights: [
      "Los cardiólogos usan a veces la PCR-us para afinar el riesgo cardiovascular, medida cuando usted está bien e idealmente dos veces, con unas semanas de diferencia.",
      "Entre las causas habituales de una inflamación leve persistente están la grasa abdominal, el tabaco, el mal descanso, el sedentarismo, la enfermedad de las encías y algunos problemas intestinales.",
      "Una alimentación rica en verduras, legumbres, cereales integrales, aceite de oliva, frutos secos y pescado azul, junto con ejercicio regular, se asocia con marcadores inflamatorios más bajos.",
      "Una PCR claramente elevada indica una infección o inflamación aguda y requiere valoración médica, no cambios de estilo de vida.",
    ],
    steps: [
      [
        "Mida la PCR-us cuando esté bien",
        "Hágase la prueba tras unas semanas sin resfriados, lesiones ni entrenamientos duros, y repita un valor alto.",
      ],
      [
        "Busque la causa",
        "Un médico de medicina preventiva o funcional puede revisar factores como la grasa abdominal, el sueño, el intestino o los dientes.",
      ],
      [
        "Adopte una alimentación antiinflamatoria",
        "Un profesional de la nutrición puede ayudarle a construir una dieta de estilo mediterráneo según sus gustos.",
      ],
    ],
  },
  "gut-health": {
    title: "Salud intestinal",
    summary:
      "La salud intestinal abarca lo bien que digiere los alimentos y los billones de microbios que viven en su intestino, la microbiota intestinal. Estos microbios ayudan a descomponer la fibra, producen compuestos que nutren la pared intestinal e interactúan con el sistema inmunitario y el metabolismo. La investigación avanza rápido, pero aún no está bien definido cómo es una microbiota «sana» para cada persona.",
    insights: [
      "La fibra y una gran variedad de alimentos vegetales son las formas mejor respaldadas de nutrir una microbiota diversa; los alimentos fermentados también pueden ayudar.",
      "Los tests de microbiota para el consumidor describen qué microbios hay; pueden ser interesantes y educativos, pero no son herramientas de diagnóstico.",
      "El dolor persistente, un cambio duradero del ritmo intestinal, sangre en las heces o una pérdida de peso sin explicación requieren un médico, no un kit de test.",
      "El sueño, el estrés y el alcohol influyen claramente en los síntomas digestivos de muchas personas.",
    ],
    steps: [
      [
        "Consulte a un médico por síntomas persistentes",
        "El dolor duradero, los cambios del ritmo intestinal, la sangre en las heces o la pérdida de peso deben valorarse primero por un médico.",
      ],
      [
        "Aumente la fibra y la variedad vegetal",
        "Un dietista especializado en salud intestinal puede ayudarle a aumentar la fibra poco a poco, algo que muchas personas toleran mejor.",
      ],
      [
        "Valore un test de microbiota para informarse",
        "Útil para la curiosidad y la motivación más que para un diagnóstico.",
      ],
    ],
  },
  "liver-enzymes": {
    title: "Enzimas hepáticas (ALT, GGT)",
    summary:
      "La ALT y la GGT son enzimas que se miden en un perfil hepático estándar. La ALT sube cuando las células del hígado están sometidas a estrés o dañadas, y la GGT es sensible al alcohol, a algunos medicamentos y a problemas de las vías biliares. En Europa, la causa más frecuente de enzimas hepáticas algo elevadas es hoy la acumulación de grasa en el hígado, ligada al exceso de peso, la resistencia a la insulina y el alcohol.",
    insights: [
      "Las enzimas hepáticas pueden subir temporalmente tras un ejercicio intenso, el alcohol o algunos medicamentos o suplementos, así que un resultado algo alterado suele repetirse.",
      "El hígado graso a menudo no da síntomas; los médicos pueden valorarlo con una ecografía o con índices no invasivos.",
      "Perder peso, reducir el alcohol y las bebidas azucaradas y hacer ejercicio con regularidad pueden mejorar mucho el hígado graso.",
      "Los suplementos de plantas y de culturismo son una causa reconocida de daño hepático; cuente a su médico todo lo que toma.",
    ],
    steps: [
      [
        "Repítalo y revíselo con un médico",
        "Pregunte si hay que repetir el resultado y qué podría explicarlo, incluidos el alcohol, los medicamentos y los suplementos.",
      ],
      [
        "Hágase un perfil hepático y metabólico completo",
        "Las enzimas hepáticas se interpretan mejor junto con la glucosa, los lípidos y la HbA1c.",
      ],
      ["Reduzca el alcohol y las bebidas azucaradas", "Un dietista puede ayudarle a hacer cambios duraderos."],
    ],
  },
  "kidney-egfr": {
    title: "Función renal (FGe)",
    summary:
      "El FGe (filtrado glomerular estimado) calcula lo bien que sus riñones filtran los desechos de la sangre. Se obtiene a partir de la creatinina, a veces de la cistatina C, junto con la edad y el sexo. La función renal baja despacio con la edad; la hipertensión y la diabetes son las causas más frecuentes de enfermedad renal crónica, y la enfermedad renal inicial no suele dar síntomas, por eso los análisis son importantes.",
    insights: [
      "La creatinina depende de la masa muscular, así que las personas muy musculosas o que toman creatina pueden tener un FGe más bajo sin enfermedad renal; la cistatina C ayuda a aclararlo.",
      "El cociente albúmina/creatinina en orina detecta un daño renal precoz que el FGe puede pasar por alto.",
      "Controlar la presión arterial y la glucosa, no fumar y no tomar de forma habitual antiinflamatorios sin consejo ayudan a proteger la función renal.",
    ],
    steps: [
      [
        "Revise el FGe junto con un análisis de orina",
        "Pregunte a su médico si conviene añadir una prueba de albúmina en orina.",
      ],
      [
        "Conozca su presión arterial",
        "Mídala con regularidad; los tensiómetros de marcas de aparatos médicos lo ponen fácil.",
      ],
      [
        "Revise medicamentos y suplementos",
        "Un farmacéutico puede comprobar si algo de lo que toma afecta a los riñones.",
      ],
    ],
  },
  "bone-density": {
    title: "Densidad ósea y osteoporosis",
    summary:
      "La densidad ósea alcanza su máximo al comienzo de la edad adulta y luego baja despacio, más deprisa en las mujeres tras la menopausia. La osteoporosis significa que los huesos se han vuelto finos y frágiles y se rompen con más facilidad, a menudo sin señales de aviso hasta que ocurre una fractura. Una densitometría (DXA) mide la densidad ósea y, junto con la edad, el sexo y los factores de riesgo, ayuda al médico a estimar el riesgo de fractura. El ejercicio, la alimentación y, si hace falta, los medicamentos reducen ese riesgo.",
    insights: [
      "Los factores de riesgo incluyen la menopausia precoz, el bajo peso, el tabaco, el exceso de alcohol, el uso prolongado de corticoides, algunas enfermedades y un progenitor con fractura de cadera.",
      "El ejercicio con carga y el de fuerza estimulan el hueso, y el entrenamiento del equilibrio reduce las caídas, que causan la mayoría de las fracturas.",
      "Suficiente calcio de los alimentos, vitamina D y proteínas favorecen los huesos; los suplementos conviene elegirlos con un médico, porque más no siempre es mejor.",
    ],
    steps: [
      [
        "Pregunte si le toca una densitometría",
        "Su médico puede valorar sus factores de riesgo y decidir si la prueba tiene sentido para usted.",
      ],
      [
        "Revise la vitamina D y su alimentación",
        "Un análisis de vitamina D y un repaso de su consumo de calcio y proteínas muestran si falta algo.",
      ],
      [
        "Cargue sus huesos y entrene el equilibrio",
        "Un fisioterapeuta o entrenador puede diseñar un programa seguro de fuerza, impacto y equilibrio.",
      ],
    ],
  },
  hearing: {
    title: "Audición y acúfenos",
    summary:
      "La pérdida de audición es muy frecuente con la edad y la exposición al ruido, y suele avanzar tan despacio que los demás la notan primero. La pérdida auditiva sin tratar se asocia con aislamiento social y figura, en grandes revisiones, entre los mayores factores de riesgo modificables de demencia; se está estudiando si los audífonos reducen ese riesgo, con resultados alentadores. Los acúfenos, un pitido o zumbido en los oídos, tienen muchas causas y merecen una revisión, sobre todo si afectan a un solo lado.",
    insights: [
      "Una prueba de audición es rápida e indolora; muchos centros auditivos la ofrecen.",
      "Los audífonos modernos son pequeños y eficaces, y aun así muchas personas tardan años en probarlos.",
      "Una pérdida repentina de audición en un oído es una urgencia para el otorrino, idealmente en uno o dos días.",
      "El ruido es la causa más evitable: limite los volúmenes altos y use protección en conciertos, con herramientas ruidosas y en trabajos con ruido.",
    ],
    steps: [
      [
        "Hágase una prueba de audición",
        "Un audioprotesista puede evaluar su audición y explicarle los resultados y las opciones.",
      ],
      [
        "Consulte rápido ante cambios repentinos",
        "La pérdida súbita de audición, los acúfenos en un solo oído o el dolor de oído requieren ver sin demora a su médico o a un otorrino.",
      ],
      ["Proteja sus oídos del ruido", "En el directorio hay tapones para conciertos, viajes y para dormir."],
    ],
  },
  "eye-health": {
    title: "Salud ocular y visión",
    summary:
      "Muchas enfermedades que amenazan la vista, como el glaucoma, la degeneración macular y la afectación ocular de la diabetes, no dan síntomas al principio; por eso importan las revisiones oculares periódicas, sobre todo a partir de los 40 años y con diabetes, hipertensión o antecedentes familiares. Las cataratas, una opacidad del cristalino, son frecuentes con la edad y se tratan eficazmente con cirugía. El tabaco, una diabetes mal controlada y la luz ultravioleta aumentan los riesgos para los ojos.",
    insights: [
      "Medir la presión ocular y examinar el nervio óptico y la retina permite detectar el glaucoma antes de que se pierda visión.",
      "Controlar la glucosa y la presión arterial protege los pequeños vasos de la retina.",
      "Una pérdida brusca de visión, una cortina sobre parte del campo visual, destellos o moscas volantes nuevas o un ojo rojo y doloroso necesitan atención el mismo día.",
    ],
    steps: [
      [
        "Revise sus ojos con regularidad",
        "Un oftalmólogo u optometrista puede indicarle cada cuánto revisarse según su edad y sus riesgos.",
      ],
      [
        "Mantenga la glucosa y la presión en rango",
        "Su médico puede controlar la HbA1c y la presión arterial, ambas importantes para los ojos.",
      ],
      [
        "Conozca las señales de alarma",
        "Los cambios bruscos de visión son urgentes; pregunte a su médico qué síntomas exigen atención el mismo día.",
      ],
    ],
  },
  "skin-health": {
    title: "Salud de la piel y envejecimiento cutáneo",
    summary:
      "La mayor parte del envejecimiento visible de la piel –arrugas, manchas y pérdida de elasticidad– se debe al sol más que a la edad, y la radiación ultravioleta es también la principal causa del cáncer de piel. La protección solar diaria, no fumar y un estilo de vida sano son las formas mejor respaldadas de cuidar la piel. Algunos tratamientos, como los retinoides tópicos, tienen buenas pruebas frente al daño solar, mientras que muchas cremas y suplementos prometen mucho con poca evidencia.",
    insights: [
      "Revise su piel: un lunar que cambia de tamaño, forma o color, que sangra o que se ve distinto de los demás debe verlo un médico.",
      "El protector solar de amplio espectro, la sombra y la ropa protegen mejor; el bronceado es una señal de daño en la piel.",
      "Algunos medicamentos hacen la piel más sensible al sol; un farmacéutico puede decirle si los suyos lo hacen.",
    ],
    steps: [
      [
        "Haga revisar los lunares que cambian",
        "Un dermatólogo puede examinar su piel y aconsejarle cada cuánto revisarse.",
      ],
      [
        "Elija tratamientos con pruebas",
        "Un dermatólogo puede explicarle qué tratamientos contra el daño solar y el envejecimiento están demostrados; hay clínicas en el directorio con servicios para la piel.",
      ],
      [
        "Deje de fumar y revise sus medicamentos",
        "Fumar acelera el envejecimiento de la piel; su médico puede ayudarle a dejarlo y revisar los medicamentos que aumentan la sensibilidad al sol.",
      ],
    ],
  },
  "oral-health": {
    title: "Salud bucal y encías",
    summary:
      "La enfermedad de las encías (periodontitis) es frecuente en adultos y al principio suele ser indolora; sus señales son encías que sangran, mal aliento y encías que se retraen o dientes que se mueven. Además de la pérdida de dientes, se asocia con diabetes y enfermedad cardiovascular: tratar la periodontitis mejora el control de la glucosa en personas con diabetes, mientras que si previene la enfermedad cardiaca aún se estudia. La limpieza diaria y las revisiones dentales periódicas evitan la mayoría de los problemas.",
    insights: [
      "Que las encías sangren al cepillarse no es normal: es una señal temprana de inflamación que el dentista puede tratar.",
      "Cepillarse dos veces al día con pasta con flúor y limpiar entre los dientes son la base.",
      "El tabaco y una diabetes mal controlada aumentan mucho el riesgo de periodontitis.",
    ],
    steps: [
      [
        "Vaya al dentista con regularidad",
        "Una revisión y una limpieza profesional detectan pronto la enfermedad de las encías; pregunte cada cuánto debe ir.",
      ],
      [
        "Mire el cuadro completo",
        "Si tiene periodontitis, pregunte a su médico si conviene revisar la glucosa o los marcadores de inflamación.",
      ],
      [
        "Limpie entre los dientes cada día",
        "Su dentista o higienista puede enseñarle el hilo o los cepillos interdentales adecuados.",
      ],
    ],
  },
  "lung-health": {
    title: "Salud pulmonar y respiración",
    summary:
      "La función pulmonar alcanza su máximo al inicio de la edad adulta y luego baja despacio con la edad, mucho más rápido si se fuma. Enfermedades crónicas como el asma y la EPOC son frecuentes y a menudo no se diagnostican; una prueba sencilla de soplado (espirometría) puede detectarlas. No fumar, evitar en lo posible el aire contaminado, mantenerse activo y ponerse las vacunas recomendadas protegen los pulmones. Una falta de aire repentina e intensa o un dolor en el pecho es una urgencia.",
    insights: [
      "Una tos que dura más de unas semanas, los pitidos al respirar o la falta de aire en actividades cotidianas merecen una consulta médica.",
      "Dejar de fumar, a cualquier edad, frena el descenso de la función pulmonar.",
      "El ejercicio aeróbico regular no repara los pulmones, pero mejora la forma física y la sensación de ahogo al esforzarse; la rehabilitación respiratoria ayuda a las personas con enfermedad pulmonar.",
    ],
    steps: [
      [
        "Consulte los síntomas persistentes",
        "Su médico puede pedir una espirometría si tiene tos duradera, pitidos o falta de aire.",
      ],
      [
        "Deje de fumar con ayuda",
        "Los servicios para dejar de fumar multiplican por más de dos las probabilidades de dejarlo para siempre.",
      ],
      [
        "Manténgase activo",
        "Un médico o fisioterapeuta puede proponerle un plan de actividad seguro; los dispositivos del directorio registran actividad y forma física.",
      ],
    ],
  },
  "immune-system": {
    title: "Sistema inmunitario",
    summary:
      "El sistema inmunitario protege frente a las infecciones y también elimina células dañadas; con la edad se vuelve menos eficaz y más propenso a una inflamación de bajo grado. El sueño, la actividad física regular, una dieta variada, no fumar, poco alcohol y las vacunas recomendadas son las formas mejor respaldadas de que funcione bien. Los productos que prometen «reforzar» las defensas carecen en su mayoría de pruebas, salvo para corregir un déficit real, como el de vitamina D.",
    insights: [
      "Las infecciones frecuentes, graves o poco habituales son motivo para ir al médico, que puede revisar el hemograma, los anticuerpos u otras causas.",
      "En los estudios, dormir poco aumenta la probabilidad de resfriarse tras una exposición.",
      "Las vacunas contra la gripe, el neumococo, el herpes zóster y otras ganan importancia con la edad; su médico puede decirle cuáles le corresponden.",
    ],
    steps: [
      [
        "Consulte por infecciones frecuentes",
        "Su médico puede buscar causas de fondo y revisar su calendario de vacunas.",
      ],
      [
        "Busque déficits reales",
        "Los análisis de vitamina D, hierro y B12 muestran si falta algo; los laboratorios del directorio los ofrecen.",
      ],
      [
        "Coma de forma variada",
        "Un dietista puede ayudarle a cubrir sus necesidades con verduras, fruta, proteínas y fibra.",
      ],
    ],
  },
  alcohol: {
    title: "Alcohol y salud",
    summary:
      "El alcohol aumenta el riesgo de varios cánceres, hipertensión, fibrilación auricular, enfermedad hepática y accidentes, y altera el sueño. La antigua idea de que beber con moderación protege el corazón se ha debilitado con la investigación reciente, y las autoridades sanitarias dicen hoy que cuanto menos, mejor, y que ninguna cantidad está libre de riesgo. Reducirlo aporta beneficios en semanas para la presión arterial, el sueño, el peso y el hígado.",
    insights: [
      "Los días sin alcohol, las copas más pequeñas y anotar lo que se bebe ayudan a muchas personas a reducir.",
      "Las enzimas hepáticas como la GGT pueden reflejar un consumo elevado, pero unos análisis normales no significan que beber sea inofensivo.",
      "Si bebe mucho a diario, dejarlo de golpe puede ser peligroso; pida consejo médico antes de dejarlo.",
    ],
    steps: [
      [
        "Busque apoyo si reducir le cuesta",
        "Su médico o un servicio de adicciones puede ayudarle de forma confidencial, con acompañamiento y, si hace falta, medicamentos.",
      ],
      [
        "Revise su hígado",
        "Un perfil hepático muestra si el alcohol ha afectado a su hígado; los laboratorios del directorio lo ofrecen.",
      ],
      [
        "Registre lo que bebe y sus hábitos",
        "Las aplicaciones del directorio ayudan a ver patrones y a sustituir los hábitos de bebida por otros.",
      ],
    ],
  },
  smoking: {
    title: "Tabaco y vapeo",
    summary:
      "Fumar es la mayor causa evitable de enfermedad y muerte prematura: provoca cáncer de pulmón y de otros órganos, infartos, ictus, EPOC y un envejecimiento más rápido de la piel y los vasos. Dejarlo compensa a cualquier edad: el riesgo cardiaco baja ya en el primer año y sigue bajando. Los cigarrillos electrónicos son mucho menos dañinos que el tabaco y pueden ayudar a algunos fumadores a dejarlo, pero no están libres de riesgo y no se aconsejan a quien no fuma.",
    insights: [
      "Combinar apoyo conductual con sustitutos de nicotina o medicamentos con receta multiplica por más de dos las probabilidades de dejarlo.",
      "La mayoría de las personas necesita varios intentos; cada uno aumenta las probabilidades de éxito.",
      "En algunos países, quienes han fumado mucho pueden acceder a un cribado de cáncer de pulmón; pregunte a su médico.",
    ],
    steps: [
      [
        "Use un servicio para dejar de fumar",
        "Las líneas nacionales gratuitas y los servicios especializados ofrecen apoyo y un plan adaptado a usted.",
      ],
      [
        "Pregunte por los tratamientos",
        "Su médico o farmacéutico puede explicarle los sustitutos de nicotina y las opciones con receta y cuál le conviene.",
      ],
      [
        "Revise su corazón y sus pulmones",
        "Un chequeo con presión arterial y lípidos muestra cómo está; las clínicas del directorio lo ofrecen.",
      ],
    ],
  },
  "joint-pain": {
    title: "Dolor de espalda, rodilla y articulaciones",
    summary:
      "El dolor de espalda, de rodilla y de otras articulaciones está entre los motivos de consulta más frecuentes, y la mayoría de los episodios de dolor de espalda mejoran en unas semanas. La artrosis, el desgaste de las articulaciones, es más frecuente con la edad y el exceso de peso. A la mayoría de las personas les ayuda más mantenerse activas, fortalecer los músculos alrededor de la articulación y, si hay sobrepeso, perder algo de peso que el reposo, y al principio rara vez hacen falta pruebas de imagen.",
    insights: [
      "El ejercicio terapéutico es el tratamiento con más pruebas para la artrosis de rodilla y cadera y para el dolor lumbar persistente; un fisioterapeuta puede adaptarlo a usted.",
      "Algunas señales de alarma requieren atención rápida: dolor de espalda con debilidad en las piernas o entumecimiento en la zona genital, pérdida del control de la vejiga o el intestino, fiebre, una caída reciente o pérdida de peso sin explicación, y una articulación caliente e hinchada.",
      "Los analgésicos tienen efectos secundarios con el uso prolongado, sobre todo los antiinflamatorios para el estómago, los riñones y el corazón; pregunte a su médico o farmacéutico qué le conviene.",
    ],
    steps: [
      [
        "Haga valorar el dolor que persiste",
        "Un médico de cabecera o un fisioterapeuta puede examinarle y preparar un plan de ejercicios para la espalda o las articulaciones.",
      ],
      [
        "Sepa cuándo consultar rápido",
        "El dolor con señales de alarma, tras una lesión o que no deja de empeorar debe revisarlo un médico de cabecera o un traumatólogo.",
      ],
      [
        "Manténgase activo y gane fuerza",
        "El movimiento regular y el entrenamiento de fuerza protegen las articulaciones; las clínicas del directorio ofrecen fisioterapia y entrenamiento.",
      ],
    ],
  },
};
