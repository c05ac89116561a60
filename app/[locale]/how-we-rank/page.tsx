import { paymentsEnabled } from "@/server/payments";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import {
  HOW_WE_RANK_PATH,
  PLACEMENT_SECTION_ID,
  RANKING_ORDERS,
  RANKING_PARAMETERS,
  type RankingOrder,
  type RankingParameter,
} from "@/lib/listings/ranking";
import { localizedMetadata } from "@/lib/seo/localized-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ranking.page");
  return localizedMetadata({ title: t("title"), description: t("description"), path: HOW_WE_RANK_PATH });
}

/**
 * How the directory ranks: each order and its parameters by weight, read from the same lists the ranking test holds
 * against the SQL, so the page cannot leave out a parameter the code uses; and whether payment plays a part.
 */
export default async function HowWeRankPage() {
  const t = await getTranslations("ranking.page");
  const orders = Object.keys(RANKING_ORDERS) as RankingOrder[];
  const parameters = Object.keys(RANKING_PARAMETERS) as RankingParameter[];
  return (
    <ContentPage title={t("title")} intro={t("intro")}>
      <ContentSection title={t("ordersTitle")}>
        <dl className="flex flex-col gap-4" data-testid="ranking-orders">
          {orders.map((order) => (
            <div key={order} data-order={order}>
              <dt className="font-semibold text-slate-900">{t(`orders.${order}.name`)}</dt>
              <dd>
                <p>{t(`orders.${order}.text`)}</p>
                <p className="mt-1">{t("orderParameters")}</p>
                <ol className="list-decimal pl-6">
                  {RANKING_ORDERS[order].map((parameter) => (
                    <li key={parameter} data-parameter={parameter}>
                      {t(`parameters.${parameter}.name`)}
                    </li>
                  ))}
                </ol>
              </dd>
            </div>
          ))}
        </dl>
      </ContentSection>
      <ContentSection title={t("parametersTitle")}>
        <dl className="flex flex-col gap-3" data-testid="ranking-parameters">
          {parameters.map((parameter) => (
            <div key={parameter} data-parameter={parameter}>
              <dt className="font-semibold text-slate-900">{t(`parameters.${parameter}.name`)}</dt>
              <dd>{t(`parameters.${parameter}.text`)}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>
      <ContentSection title={t("unusedTitle")}>
        <p>{t("unused")}</p>
      </ContentSection>
      <section id={PLACEMENT_SECTION_ID} className="scroll-mt-24">
        <h2>{t("placementTitle")}</h2>
        <p>{t("editorial")}</p>
        <p>{t("sponsored")}</p>
        <p>{t("payment")}</p>
        {paymentsEnabled() ? <p data-testid="paid-products">{t("paidProducts")}</p> : null}
      </section>
    </ContentPage>
  );
}
