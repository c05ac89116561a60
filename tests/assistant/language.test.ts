import { describe, expect, it } from "vitest";
import { ASSISTANT_LOCALES } from "@/lib/assistant/types";
import { answerLocale, detectLanguage } from "@/server/assistant/language";
import { ASSISTANT_MESSAGES } from "@/server/assistant/messages";

describe("detectLanguage", () => {
  it.each([
    ["how can I lower my blood pressure without medication?", "en"],
    ["Wie kann ich meinen Blutdruck ohne Medikamente senken?", "de"],
    ["Comment faire baisser ma tension sans médicaments ?", "fr"],
    ["¿Cómo puedo bajar la presión arterial sin medicamentos?", "es"],
    ["Come posso abbassare la pressione senza farmaci?", "it"],
    ["Hoe kan ik mijn bloeddruk verlagen zonder medicijnen?", "nl"],
    ["quiero suicidarme", "es"],
    ["voglio farla finita", "it"],
  ] as const)("reads %s as %s", (query, locale) => {
    expect(detectLanguage(query)).toBe(locale);
  });

  it("says nothing when the question could be in any language", () => {
    expect(detectLanguage("LDL 160 mg/dL")).toBeNull();
    expect(detectLanguage("HbA1c")).toBeNull();
  });
});

describe("answerLocale", () => {
  it("prefers the question's language, then the page's, then English", () => {
    expect(answerLocale("Wie schlafe ich besser?", "fr")).toBe("de");
    expect(answerLocale("HbA1c", "it")).toBe("it");
    expect(answerLocale("HbA1c")).toBe("en");
  });
});

describe("assistant messages", () => {
  const english = ASSISTANT_MESSAGES.en;
  it.each(ASSISTANT_LOCALES.filter((locale) => locale !== "en"))(
    "exist in %s as real translations, not English copies",
    (locale) => {
      const messages = ASSISTANT_MESSAGES[locale];
      const texts = (m: typeof english) => [
        m.disclaimer,
        m.general.summary,
        ...m.general.insights,
        ...m.general.doctor,
        m.offTopic,
        ...Object.values(m.directory).flat(),
        m.retrieval.found("x", "y"),
        m.retrieval.notInCountry("X"),
        m.retrieval.insight,
        ...Object.values(m.retrieval.kinds),
        m.emergency.summary("112"),
        ...Object.values(m.emergency.signs).map((sign) => sign("112")),
        ...m.emergency.call("112"),
        m.emergency.about112,
        m.emergency.talk.step,
        m.emergency.talk.withLine("L"),
        m.emergency.talk.generic,
        m.emergency.talk.expert,
        ...m.emergency.notAlone,
        m.emergency.free,
        m.emergency.allDay,
        m.emergency.callOrText("988"),
      ];
      const translated = texts(messages);
      const original = texts(english);
      translated.forEach((text, index) => {
        expect(text.trim().length, `${locale} #${index}`).toBeGreaterThan(1);
        // A one-word loanword may be the same in both languages (Dutch "wearables", "apps").
        if (/\s/.test(text)) expect(text, `${locale} #${index}`).not.toBe(original[index]);
      });
      expect(detectLanguage(messages.disclaimer)).toBe(locale);
      expect(messages.disclaimer).toContain("112");
    },
  );
});
