import "server-only";
import type { TopicTexts } from "../types";
import type { MetabolicId } from "./topics";

export const es: TopicTexts<MetabolicId> = {
  "blood-glucose": {
    title: "Glucosa en sangre e insulina",
    summary:
      "La glucosa en sangre es el azúcar que circula por la sangre, el principal combustible de sus células, y la insulina es la hormona que la hace entrar en ellas. La glucosa en ayunas muestra su nivel tras una noche sin comer, y la insulina en ayunas indica cuánto tiene que esforzarse el cuerpo para mantenerlo. La resistencia a la insulina, necesitar cada vez más insulina para el mismo efecto, puede aparecer años antes de que suba la glucosa y se asocia con diabetes tipo 2, hígado graso y enfermedad cardiaca.",
    insights: [
      "La glucosa en ayunas puede parecer normal mientras la insulina ya está alta; por eso algunos médicos de prevención miran también la insulina en ayunas o el HOMA-IR, cuyos valores de referencia varían entre laboratorios.",
      "La glucosa sube de forma natural después de comer; lo que más importa es cuánto sube, lo rápido que baja y la media general, no las lecturas sueltas.",
      "El músculo es el mayor almacén de glucosa del cuerpo: el entrenamiento de fuerza, un paseo corto después de comer, dormir lo suficiente y controlar el estrés mejoran la sensibilidad a la insulina.",
      "Cada vez más personas sin diabetes usan monitores continuos de glucosa; las personas sanas también tienen picos, así que conviene interpretar los resultados con un profesional.",
    ],
    steps: [
      [
        "Hágase un análisis en ayunas",
        "Pida glucosa en ayunas, HbA1c y, si es útil, insulina en ayunas, y revíselos con su médico.",
      ],
      [
        "Vea su patrón diario",
        "Un monitor continuo de glucosa llevado un par de semanas muestra cómo le afectan las comidas, el sueño y el ejercicio.",
      ],
      [
        "Cree hábitos buenos para la glucosa",
        "Un profesional de la nutrición puede ayudarle con la composición de las comidas, la fibra y los horarios.",
      ],
    ],
  },
  hba1c: {
    title: "HbA1c",
    summary:
      "La HbA1c muestra qué parte de la hemoglobina de los glóbulos rojos tiene glucosa unida. Como los glóbulos rojos viven unos tres meses, refleja el azúcar medio en sangre de los últimos dos o tres meses, no de un momento concreto. Los médicos la usan, junto con la glucosa en ayunas, para detectar y vigilar la prediabetes y la diabetes.",
    insights: [
      "La HbA1c puede salir falsamente alta o baja con anemia, falta de hierro, algunas variantes de la hemoglobina, enfermedad renal o una pérdida reciente de sangre; en esos casos los médicos la confirman con pruebas de glucosa.",
      "Promedia altibajos: dos personas con la misma HbA1c pueden tener oscilaciones diarias muy distintas, que un monitor continuo de glucosa puede revelar.",
      "El movimiento regular (sobre todo después de comer), dormir mejor, perder el exceso de peso y una dieta basada en alimentos integrales ricos en fibra suelen mejorarla en unos meses.",
    ],
    steps: [
      [
        "Comente su HbA1c con un médico",
        "Pregunte qué significa su resultado para usted y si deben seguir otras pruebas, como la glucosa en ayunas.",
      ],
      [
        "Repítala con una frecuencia sensata",
        "Como la HbA1c refleja unos tres meses, hacerla más a menudo aporta poco; su médico puede proponerle un intervalo.",
      ],
      [
        "Entienda su patrón diario",
        "Un monitor continuo de glucosa, usado unas semanas con orientación profesional, muestra cómo le afectan las comidas, el sueño y el ejercicio.",
      ],
    ],
  },
  "uric-acid": {
    title: "Ácido úrico",
    summary:
      "El ácido úrico es un producto de desecho que se forma cuando el cuerpo descompone las purinas, presentes en nuestras propias células y en alimentos como la carne roja, las vísceras, algunos mariscos, la cerveza y las bebidas azucaradas. Los riñones eliminan la mayor parte. Cuando el nivel se mantiene alto, pueden formarse cristales en las articulaciones y causar gota; los niveles altos también se asocian con cálculos renales, hipertensión y síndrome metabólico.",
    insights: [
      "Muchas personas con el ácido úrico alto nunca tienen gota; que haga falta tratamiento depende de los síntomas y de otras enfermedades, algo que valora su médico.",
      "El alcohol (sobre todo la cerveza), las bebidas ricas en fructosa, el exceso de peso y algunos diuréticos contribuyen con frecuencia.",
      "Una articulación de repente caliente, hinchada y muy dolorosa necesita una valoración médica rápida.",
    ],
    steps: [
      [
        "Comente el resultado con su médico",
        "Sobre todo si ha tenido dolor articular, cálculos renales o presión arterial alta.",
      ],
      ["Mida el ácido úrico junto con la función renal", "Ambos se interpretan a menudo juntos."],
      [
        "Revise bebidas y alimentación",
        "Un dietista puede ayudarle a reducir de forma equilibrada la cerveza, las bebidas azucaradas y los alimentos ricos en purinas.",
      ],
    ],
  },
  "insulin-resistance": {
    title: "Resistencia a la insulina y salud metabólica",
    summary:
      "La resistencia a la insulina significa que las células responden peor a la insulina, de modo que el páncreas tiene que producir más para mantener la glucosa normal. Suele desarrollarse en silencio durante años, favorecida por el sedentarismo, la grasa abdominal, el mal descanso y la genética, y puede existir mucho antes de que suban la glucosa o la HbA1c. Está muy ligada a la prediabetes, la diabetes tipo 2, el hígado graso, los triglicéridos altos y la enfermedad cardiaca, y suele mejorar cambiando los hábitos diarios.",
    insights: [
      "No existe una prueba perfecta: los médicos combinan glucosa en ayunas, HbA1c, triglicéridos, HDL y perímetro de cintura, y algunos añaden la insulina en ayunas o el HOMA-IR, cuyos valores de referencia varían entre laboratorios.",
      "El músculo capta la mayor parte de la glucosa tras una comida, así que el entrenamiento de fuerza y el movimiento regular, incluso un paseo corto después de comer, están entre las palancas más eficaces.",
      "Perder algo del exceso de peso, dormir lo suficiente y comer más fibra y menos hidratos refinados mejoran la sensibilidad a la insulina.",
    ],
    steps: [
      [
        "Pida un análisis metabólico",
        "La glucosa en ayunas, la HbA1c y los lípidos, con la insulina en ayunas si es útil, dan a su médico una visión más completa; los laboratorios del directorio los ofrecen.",
      ],
      [
        "Gane músculo y muévase después de comer",
        "Dos o tres sesiones de fuerza a la semana y paseos cortos tras las comidas ayudan a sus músculos a usar la glucosa.",
      ],
      [
        "Coma para una glucosa más estable",
        "Un dietista puede ayudarle a construir las comidas con verduras, proteínas, fibra y alimentos poco procesados.",
      ],
    ],
  },
  "glp1-medicines": {
    title: "Medicamentos GLP-1 (semaglutida, tirzepatida)",
    summary:
      "Los medicamentos GLP-1, como la semaglutida (Ozempic, Wegovy) y la tirzepatida (Mounjaro), imitan hormonas intestinales que regulan el apetito y el azúcar en sangre. Son medicamentos con receta para la diabetes tipo 2 y, en algunos países, para la obesidad; los ensayos muestran una pérdida de peso importante y, en algunas personas, menos infartos e ictus. Tienen efectos secundarios, sobre todo digestivos, y el peso suele volver al dejarlos. Si uno le conviene es una decisión médica.",
    insights: [
      "Los médicos los recetan según el IMC, otras enfermedades y sus antecedentes; no son adecuados para todo el mundo, por ejemplo durante el embarazo o con ciertas enfermedades de tiroides o páncreas.",
      "Perder peso rápido también cuesta músculo, por eso durante el tratamiento importan las proteínas suficientes y el entrenamiento de fuerza.",
      "Los productos vendidos por internet sin receta pueden ser falsos o estar contaminados; las autoridades europeas han advertido de ello varias veces.",
      "Se investiga activamente su efecto sobre el corazón, los riñones, el hígado y las adicciones, pero los datos a largo plazo más allá de unos años aún son limitados.",
    ],
    steps: [
      [
        "Hable de si le conviene",
        "Un médico de cabecera o un especialista en obesidad puede valorar beneficios y riesgos para su salud y explicarle las alternativas.",
      ],
      [
        "Úselos solo con receta",
        "Consígalos en una farmacia con receta y pregunte al farmacéutico por efectos secundarios e interacciones.",
      ],
      [
        "Proteja su músculo y su nutrición",
        "Un dietista puede ayudarle a tomar suficientes proteínas y nutrientes mientras tiene menos apetito.",
      ],
    ],
  },
  "weight-management": {
    title: "Peso y grasa corporal",
    summary:
      "El exceso de grasa corporal, sobre todo en la cintura, aumenta el riesgo de diabetes tipo 2, hipertensión, enfermedad cardiaca, hígado graso, problemas articulares y algunos cánceres. El peso depende de los genes, el sueño, el estrés, los medicamentos y el entorno tanto como de la comida y la actividad, así que no es solo cuestión de fuerza de voluntad. Incluso una pérdida moderada y duradera del exceso de peso mejora la presión arterial, la glucosa y los lípidos.",
    insights: [
      "El perímetro de cintura y la composición corporal dicen más sobre el riesgo que el peso o el IMC solos, que no distinguen el músculo de la grasa.",
      "Una forma de comer que pueda mantener funciona mejor a largo plazo que una dieta estricta; las proteínas, la fibra y menos ultraprocesados ayudan a sentirse saciado.",
      "El entrenamiento de fuerza protege el músculo mientras se pierde peso, y dormir bien hace que el apetito sea más fácil de manejar.",
      "Para algunas personas, los medicamentos o la cirugía son opciones adecuadas; son decisiones que se toman con un médico.",
    ],
    steps: [
      [
        "Revise el cuadro completo",
        "Un médico de cabecera o un especialista en obesidad puede revisar presión, glucosa, lípidos y posibles causas como medicamentos u hormonas.",
      ],
      [
        "Planifique comidas que pueda mantener",
        "Un dietista puede ayudarle a encontrar una forma de comer que encaje con su vida, en lugar de una dieta corta.",
      ],
      [
        "Siga sus hábitos, no solo la báscula",
        "Las aplicaciones del directorio ayudan a registrar comidas, actividad y sueño, que suelen cambiar antes que el peso.",
      ],
    ],
  },
  cgm: {
    title: "Monitores continuos de glucosa (MCG)",
    summary:
      "Un monitor continuo de glucosa es un pequeño sensor que se lleva en el brazo o el abdomen y mide cada pocos minutos, hasta dos semanas, la glucosa del líquido bajo la piel. Para las personas con diabetes es una herramienta médica consolidada. Cada vez más personas sin diabetes usan sensores de venta libre para ver cómo les afectan las comidas, el sueño, el estrés y el ejercicio; las pruebas de que eso mejore su salud todavía son escasas.",
    insights: [
      "En personas sanas la glucosa también sube después de comer; un pico aislado es normal, y los patrones de varios días dicen más que una sola lectura.",
      "Los sensores miden el líquido intersticial con un pequeño retraso y son menos precisos en cambios rápidos, así que no sustituyen a los análisis de sangre diagnósticos.",
      "Los datos del sensor pueden generar ansiedad con la comida en algunas personas; revisarlos con un dietista ayuda a centrarse en los hábitos generales.",
    ],
    steps: [
      [
        "Pruebe un sensor con orientación",
        "Si le interesan sus patrones, lleve uno una o dos semanas; en el directorio hay varios sensores y aplicaciones.",
      ],
      [
        "Interprete los patrones con un profesional",
        "Un dietista puede ayudarle a convertir las curvas en cambios prácticos sin restricciones innecesarias.",
      ],
      [
        "Revise la HbA1c si las lecturas son altas",
        "Las lecturas altas frecuentes o una glucosa en ayunas alta deben confirmarse con análisis de sangre en su médico.",
      ],
    ],
  },
  fasting: {
    title: "Ayuno intermitente y alimentación con horario restringido",
    summary:
      "El ayuno intermitente incluye comer dentro de una ventana horaria diaria, como el 16:8, ayunar algunos días de la semana y ayunos más largos o que imitan el ayuno. En los ensayos ayuda a perder peso y a mejorar la glucosa más o menos igual que una reducción normal de calorías, así que su principal ventaja puede ser que a algunas personas les resulta más fácil de mantener. La idea de que alarga la vida humana se basa sobre todo en estudios con animales.",
    insights: [
      "Lo que come y cuánto dentro de la ventana sigue importando; la calidad de los alimentos y las proteínas suficientes protegen el músculo.",
      "El ayuno no es para todo el mundo: las personas con diabetes que toman medicación, las embarazadas o en lactancia, quienes han tenido trastornos alimentarios y las personas con bajo peso deben consultar antes a un médico.",
      "Los ayunos de varios días es mejor hacerlos bajo supervisión médica, que ofrecen algunas clínicas del directorio.",
    ],
    steps: [
      [
        "Compruebe que es seguro para usted",
        "Hable antes con su médico si toma medicamentos, sobre todo para la diabetes o la tensión, o si tiene otras enfermedades.",
      ],
      [
        "Mantenga la calidad de lo que come",
        "Un dietista puede ayudarle a cubrir sus necesidades en una ventana de alimentación más corta.",
      ],
      [
        "Haga los ayunos largos con supervisión",
        "Si se plantea ayunar varios días, elija un programa con supervisión médica.",
      ],
    ],
  },
  "healthy-diet": {
    title: "Alimentación saludable para vivir más",
    summary:
      "Los patrones de alimentación que más se asocian con una vida más larga y sana, como la dieta mediterránea, comparten la misma base: muchas verduras, frutas, legumbres, cereales integrales, frutos secos y aceite de oliva, pescado, y menos carne roja y procesada, bebidas azucaradas y ultraprocesados. Ningún superalimento ni dieta estricta ha demostrado superar este patrón a largo plazo. Las dietas bajas en hidratos, vegetarianas u otras pueden ser saludables si se basan en alimentos poco procesados.",
    insights: [
      "Grandes estudios relacionan más fibra, legumbres y cereales integrales con menos enfermedad cardiaca, diabetes tipo 2 y cáncer de colon.",
      "Tomar suficientes proteínas importa más con la edad para conservar el músculo; las necesidades dependen del tamaño corporal, la actividad y la salud.",
      "Las dietas cetogénicas y muy bajas en hidratos pueden ayudar a algunas personas con el peso o la glucosa, pero en algunas suben el colesterol LDL y son difíciles de mantener; revise sus lípidos si sigue una.",
      "La mejor dieta es la que puede mantener: los cambios pequeños y duraderos suelen ganar a los planes cortos y estrictos.",
    ],
    steps: [
      [
        "Busque consejo nutricional personalizado",
        "Un dietista o nutricionista puede adaptar un patrón saludable a sus gustos, su cultura, su presupuesto y su salud.",
      ],
      [
        "Hable con su médico sobre dieta y enfermedades",
        "Si tiene diabetes, enfermedad renal o toma medicamentos, algunos cambios necesitan supervisión médica.",
      ],
      [
        "Facilite la opción saludable",
        "Las tiendas ecológicas, las cajas de recetas y las marcas de alimentos poco procesados del directorio ayudan a tener buena comida a mano.",
      ],
    ],
  },
  metformin: {
    title: "Metformina y longevidad",
    summary:
      "La metformina es un medicamento con receta, antiguo y barato, para la diabetes tipo 2. Estudios observacionales e investigaciones en animales despertaron el interés por saber si frena el envejecimiento en personas sin diabetes, y se ha propuesto un gran ensayo (TAME) para comprobarlo. Por ahora no hay pruebas de que alargue la vida o la salud en personas sin diabetes, y algunos estudios sugieren que podría reducir los beneficios del entrenamiento. No se recomienda para la longevidad.",
    insights: [
      "Sus beneficios en la diabetes están bien establecidos; la cuestión de la longevidad es distinta y sigue abierta.",
      "Entre sus efectos secundarios están las molestias digestivas y, con los años, un descenso de la vitamina B12; además influyen la función renal y los contrastes radiológicos, por eso requiere control médico.",
      "Los investigadores la ven como un ejemplo de lo difícil que es demostrar efectos antienvejecimiento: hacen falta ensayos grandes y largos en personas sanas.",
    ],
    steps: [
      [
        "Pregunte por las pruebas, no por una receta",
        "Un médico de cabecera o un diabetólogo puede explicarle lo que se sabe y si la metformina tiene un papel médico en su caso.",
      ],
      [
        "No tome nunca por su cuenta medicamentos con receta",
        "Comprar medicamentos sin receta supone riesgo de efectos secundarios, interacciones y productos falsos; hable con un médico o farmacéutico.",
      ],
      [
        "Conozca sus marcadores metabólicos",
        "La HbA1c, la glucosa y la insulina en ayunas muestran dónde está realmente; los laboratorios del directorio los analizan.",
      ],
    ],
  },
  rapamycin: {
    title: "Rapamicina y longevidad",
    summary:
      "La rapamicina (sirolimus) es un medicamento con receta que suprime el sistema inmunitario y se usa tras trasplantes de órganos y en algunas enfermedades raras. Inhibe mTOR, una vía central de señalización del crecimiento, y alarga la vida de ratones y otros animales, por lo que se ha convertido en un foco de la investigación sobre el envejecimiento. En personas sanas solo hay estudios pequeños y cortos, sus efectos secundarios pueden ser graves y no es un tratamiento de longevidad aprobado ni recomendado.",
    insights: [
      "Los resultados en animales no se trasladan sin más a las personas; las dosis, las pautas y la seguridad a largo plazo en personas sanas son desconocidas.",
      "Entre los posibles efectos secundarios están las llagas en la boca, las infecciones, el aumento de lípidos y glucosa y una cicatrización más lenta.",
      "Algunas clínicas de longevidad hablan de ella, pero un médico riguroso dejará clara la incertidumbre y no la presentará como probada.",
    ],
    steps: [
      [
        "Comente las pruebas con un médico",
        "Un médico de medicina preventiva o de longevidad puede explicarle lo que muestran los estudios y lo que no.",
      ],
      [
        "No experimente consigo mismo",
        "Los medicamentos que actúan sobre el sistema inmunitario necesitan receta y controles; no los compre nunca por internet.",
      ],
      [
        "Céntrese en lo demostrado",
        "El ejercicio, el sueño, la presión arterial, los lípidos y no fumar tienen pruebas mucho más sólidas; las pruebas del directorio le ayudan a seguirlos.",
      ],
    ],
  },
};
