import "server-only";
import { ASSISTANT_LOCALES, DEFAULT_ASSISTANT_LOCALE, type AssistantLocale } from "@/lib/assistant/types";
import { KNOWLEDGE_TOPICS } from "./knowledge-base";
import { ASSISTANT_MESSAGES, type AssistantMessages } from "./messages";
import { tokenize } from "./text";

/**
 * Everyday words that mark a language in a short question (folded: no accents). They weigh as much as many
 * occurrences in the reviewed texts, which otherwise make up each language's word profile.
 */
const FUNCTION_WORDS: Readonly<Record<AssistantLocale, string>> = {
  en:
    "the a an is are am was my me i you your what how why when where which who whom should can could would does do did it " +
    "this that these those with without for of to from about and or but not any have has get best good really much many " +
    "there their they we our take taking help lower raise improve worth need feel after before at on by than then",
  de:
    "der die das den dem des ein eine einen einem einer ist sind bin war mein meine meinen meinem ich mir mich du sie es wie " +
    "was warum wann wo welche welcher welches soll sollte kann konnte konnen mit ohne fur von zu zum zur im auf und oder " +
    "aber nicht kein keine habe hast hat gibt bei beste bester gut gegen nach senken erhohen verbessern brauche hilft will mochte bitte sag erzahl mann frau symptome ursachen wert werte",
  fr:
    "le la les un une des est sont suis etait mon ma mes je j me moi tu vous votre vos quel quelle quels quelles comment " +
    "pourquoi quand ou qui que qu dois doit peut puis avec sans pour de du au aux et mais pas ne ai avoir faut meilleur " +
    "meilleure bon bonne contre apres avant baisser augmenter ameliorer besoin aide veux voudrais peux fais dis raconte",
  es:
    "el la los las un una unos unas es son soy estoy era mi mis yo me tu te usted que como por cuando donde cual cuales " +
    "quien debo debe puedo puede con sin para de del al y o pero no tengo tiene hay mejor mejores bueno buena contra " +
    "despues antes bajar subir mejorar necesito ayuda sirve quiero quieres puedo tengo estoy hacer dime cuentame",
  it:
    "il lo la i gli le un una uno e sono sei ero mio mia miei mie io mi ti tu che come perche quando dove quale quali chi " +
    "devo deve posso puo con senza per di del della dei delle al alla nel nella ma non ho ha hai c migliore migliori " +
    "buono buona contro dopo prima abbassare aumentare migliorare serve aiuta voglio vorrei fare dimmi raccontami",
  nl:
    "de het een is zijn ben was mijn mij me ik jij je u wat hoe waarom wanneer waar welke wie moet kan kun mag met zonder " +
    "voor van te naar over en of maar niet geen heb heeft hebben er bij beste goed tegen na verlagen verhogen verbeteren " +
    "helpt nodig wil zou doe vertel",
};
const FUNCTION_WORD_WEIGHT = 40;
/** Smoothing for words a language's profile lacks. */
const ALPHA = 0.5;
/** How much more likely the best language must be than the next (natural log): about 12 times. */
const MIN_MARGIN = 2.5;

type Profile = { counts: Map<string, number>; total: number };

function messageTexts(messages: AssistantMessages): string[] {
  const { general, directory, retrieval, emergency } = messages;
  return [
    messages.disclaimer,
    general.summary,
    ...general.insights,
    ...general.doctor,
    messages.offTopic,
    ...Object.values(directory).flat(),
    retrieval.found("", ""),
    retrieval.insight,
    ...Object.values(retrieval.kinds),
    emergency.summary(""),
    ...Object.values(emergency.signs).map((sign) => sign("")),
    ...emergency.call(""),
    emergency.about112,
    emergency.talk.step,
    emergency.talk.generic,
    ...emergency.notAlone,
  ];
}

function buildProfiles(): Record<AssistantLocale, Profile> {
  const entries = ASSISTANT_LOCALES.map((locale) => {
    const counts = new Map<string, number>();
    const add = (word: string, weight: number) => counts.set(word, (counts.get(word) ?? 0) + weight);
    const texts = [
      ...KNOWLEDGE_TOPICS.flatMap(({ text }) => {
        const { title, summary, insights, steps } = text[locale];
        return [title, summary, ...insights, ...steps.flat()];
      }),
      ...messageTexts(ASSISTANT_MESSAGES[locale]),
    ];
    for (const text of texts) for (const word of tokenize(text)) add(word, 1);
    for (const word of FUNCTION_WORDS[locale].split(" ")) add(word, FUNCTION_WORD_WEIGHT);
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    return [locale, { counts, total }] as const;
  });
  return Object.fromEntries(entries) as Record<AssistantLocale, Profile>;
}

let profiles: Record<AssistantLocale, Profile> | undefined;

/**
 * The language a question is written in, from a word profile of each language (the reviewed topic texts, the
 * assistant's own messages and everyday function words), or null when the question does not say clearly enough:
 * "LDL 160 mg/dL" could be asked in any of them.
 */
export function detectLanguage(query: string): AssistantLocale | null {
  profiles ??= buildProfiles();
  const known = profiles;
  const words = tokenize(query).filter((word) => !/^\p{N}/u.test(word));
  const scores = new Map<AssistantLocale, number>(ASSISTANT_LOCALES.map((locale) => [locale, 0]));
  let seen = 0;
  for (const word of words) {
    if (!ASSISTANT_LOCALES.some((locale) => known[locale].counts.has(word))) continue;
    seen++;
    for (const locale of ASSISTANT_LOCALES) {
      const { counts, total } = known[locale];
      scores.set(locale, (scores.get(locale) ?? 0) + Math.log(((counts.get(word) ?? 0) + ALPHA) / total));
    }
  }
  if (!seen) return null;
  const [best, second] = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || !second || best[1] - second[1] < MIN_MARGIN) return null;
  return best[0];
}

/** The question's language when it is clear, else the page's, else English. */
export function answerLocale(query: string, pageLocale?: AssistantLocale | null): AssistantLocale {
  return detectLanguage(query) ?? pageLocale ?? DEFAULT_ASSISTANT_LOCALE;
}
