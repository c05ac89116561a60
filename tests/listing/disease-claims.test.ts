import { describe, expect, it } from "vitest";
import { findDiseaseClaims, diseaseClaimsOf } from "@/lib/listings/disease-claims";
import type { Locale } from "@/lib/i18n/locales";

/** Per language: texts that make a disease claim (with the phrase marked) and texts that must pass. */
const CASES: Record<Locale, { claims: [string, string][]; clean: string[] }> = {
  en: {
    claims: [
      ["Magnesium that cures insomnia in a week.", "cures insomnia"],
      ["Helps prevent cancer naturally", "prevent cancer"],
      ["A tea that treats chronic, stubborn arthritis.", "treats chronic, stubborn arthritis"],
      ["Our anti-cancer blend", "anti-cancer"],
      ["Clinically proven to lower stress", "Clinically proven to"],
      ["The natural cure for diabetes", "cure for diabetes"],
      ["heals Alzheimer's", "heals Alzheimer"],
    ],
    clean: [
      "This box treats you to a week of breakfasts.",
      "A lid that prevents splashing.",
      "Magnesium contributes to normal psychological function.",
      "Treat yourself to better mornings.",
      "Made by a team that cares about sleep.",
      "Cured ham from Parma, no additives.",
    ],
  },
  de: {
    claims: [
      ["Magnesium, das Schlaflosigkeit heilt? Nein: heilt Schlaflosigkeit sofort.", "heilt Schlaflosigkeit"],
      ["Beugt Krebs vor", "Beugt Krebs"],
      ["Hilft gegen Migräne und Stress", "Hilft gegen Migräne"],
      ["Unsere Anti-Krebs-Formel", "Anti-Krebs"],
      ["Verhindert Diabetes Typ 2", "Verhindert Diabetes"],
    ],
    clean: [
      "Der Deckel verhindert Spritzer.",
      "Magnesium trägt zu einer normalen Muskelfunktion bei.",
      "Behandelt mit Sorgfalt: unser Team verpackt jede Dose von Hand.",
    ],
  },
  fr: {
    claims: [
      ["Une tisane qui guérit l'insomnie.", "guérit l'insomnie"],
      ["Prévient le cancer du côlon", "Prévient le cancer"],
      ["Efficace contre la dépression", "Efficace contre la dépression"],
      ["Formule anticancéreuse", "anticancéreuse"],
    ],
    clean: [
      "Le couvercle évite les éclaboussures.",
      "Nous traitons vos commandes sous 24 heures.",
      "Le magnésium contribue à réduire la fatigue.",
    ],
  },
  es: {
    claims: [
      ["Un té que cura el insomnio.", "cura el insomnio"],
      ["Previene el cáncer", "Previene el cáncer"],
      ["Tratamiento para la diabetes", "Tratamiento para la diabetes"],
    ],
    clean: [
      "Tratamos cada pedido con cuidado.",
      "La tapa evita salpicaduras.",
      "El magnesio contribuye a disminuir el cansancio.",
    ],
  },
  it: {
    claims: [
      ["Una tisana che cura l'insonnia.", "cura l'insonnia"],
      ["Previene il cancro", "Previene il cancro"],
      ["Guarisce la depressione", "Guarisce la depressione"],
      ["Formula antitumorale", "antitumorale"],
    ],
    clean: [
      "Cura della pelle ogni giorno.",
      "Il coperchio evita gli schizzi.",
      "Il magnesio contribuisce alla riduzione della stanchezza.",
    ],
  },
  nl: {
    claims: [
      ["Een thee die slapeloosheid geneest? Hij geneest slapeloosheid.", "geneest slapeloosheid"],
      ["Voorkomt kanker", "Voorkomt kanker"],
      ["Helpt tegen hoge bloeddruk", "Helpt tegen hoge bloeddruk"],
      ["Anti-kanker formule", "Anti-kanker"],
    ],
    clean: [
      "Het deksel voorkomt spatten.",
      "Magnesium draagt bij tot de vermindering van vermoeidheid.",
      "We behandelen je bestelling binnen een dag.",
    ],
  },
};

describe.each(Object.entries(CASES) as [Locale, (typeof CASES)[Locale]][])(
  "disease claims in %s",
  (locale, { claims, clean }) => {
    it.each(claims)("finds the claim in %j and marks %j", (text, phrase) => {
      const found = findDiseaseClaims(text);
      expect(found.map((claim) => claim.phrase)).toContain(phrase);
      const claim = found.find((c) => c.phrase === phrase)!;
      expect(text.slice(claim.start, claim.end)).toBe(phrase);
    });

    it.each(clean)("lets %j pass", (text) => {
      expect(findDiseaseClaims(text)).toEqual([]);
    });
  },
);

describe("diseaseClaimsOf", () => {
  it("checks supplements' and foods' descriptions, features, chips and translations, and no other kind", () => {
    const values = {
      description: "Cures insomnia.",
      features: ["Vegan", "Anti-cancer"],
      tags: ["sleep"],
      translations: { de: { shortDescription: "Heilt Schlaflosigkeit." } },
    };
    expect(diseaseClaimsOf("supplement", values).map(({ field, claim }) => [field, claim.phrase])).toEqual([
      ["description", "Cures insomnia"],
      ["features", "Anti-cancer"],
      ["translations.de.shortDescription", "Heilt Schlaflosigkeit"],
    ]);
    expect(diseaseClaimsOf("food", values)).toHaveLength(3);
    expect(diseaseClaimsOf("clinic", values)).toEqual([]);
  });
});
