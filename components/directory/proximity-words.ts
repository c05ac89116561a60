import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { ProximityWords } from "@/lib/directory/near";
import type { Translator } from "@/lib/i18n/translator";

/** A proximity's words from the "near" catalogue: server code passes its translator, islands use the hook. */
export function proximityWords(t: Translator<"near.proximity">): ProximityWords {
  return {
    telehealth: t("telehealth"),
    ships: (country) => t("ships", { country }),
    inCity: (city) => t("inCity", { city }),
    sameCity: t("sameCity"),
  };
}

export function useProximityWords(): ProximityWords {
  const t = useTranslations("near.proximity");
  return useMemo(() => proximityWords(t), [t]);
}
