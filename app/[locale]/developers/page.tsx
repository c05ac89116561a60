import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { DEVELOPERS_PATH, OPENAPI_PATH } from "@/lib/api/developers-path";
import { localizedMetadata } from "@/lib/seo/localized-metadata";
import { openApiDocument } from "@/server/api";
import { RATE_LIMITS } from "@/server/http/rate-limits";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("developers.page");
  return localizedMetadata({ title: t("title"), description: t("description"), path: DEVELOPERS_PATH });
}

type Operation = {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: { type?: string; enum?: unknown[] } }[];
  responses?: Record<string, unknown>;
};

const OPERATIONS = ["listListings", "getListing", "listKinds", "listPlaces", "listFacts", "openApiDocument"] as const;
const STATUSES = ["200", "304", "400", "401", "404", "429"] as const;
const isOperation = (id: string | undefined): id is (typeof OPERATIONS)[number] =>
  (OPERATIONS as readonly string[]).includes(id ?? "");
const isStatus = (code: string): code is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(code);

const perMinute = (name: "apiAnonymous" | "apiKey") => RATE_LIMITS[name].limit * (60_000 / RATE_LIMITS[name].windowMs);

/**
 * The public API's reference, rendered on the server from the same OpenAPI document the API serves: each operation,
 * its parameters and its answers, the texts in the page's language. A cached page under the static CSP, no script.
 */
export default async function DevelopersPage() {
  const t = await getTranslations("developers.page");
  const document = openApiDocument();
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) => {
    const get = item?.get as Operation | undefined;
    return get && isOperation(get.operationId) ? [{ path, id: get.operationId, operation: get }] : [];
  });
  return (
    <ContentPage title={t("title")} intro={t("intro")}>
      <p>
        <a href={OPENAPI_PATH} className="text-link" data-testid="openapi-link">
          {t("documentLink")}
        </a>
      </p>
      <ContentSection title={t("accessTitle")}>
        <p>{t("anonymous", { limit: perMinute("apiAnonymous") })}</p>
        <p>{t("withKey", { limit: perMinute("apiKey") })}</p>
        <ul>
          <li>
            <code>Authorization: Bearer ldk_…</code>
          </li>
          <li>
            <code>X-API-Key: ldk_…</code>
          </li>
        </ul>
        <p>{t("invalidKey", { code: "errors.apiKeyInvalid" })}</p>
        <p>{t("getKey")}</p>
      </ContentSection>
      <ContentSection title={t("errorsTitle")}>
        <p>{t("errors")}</p>
      </ContentSection>
      <ContentSection title={t("referenceTitle")}>
        <div className="flex flex-col gap-8" data-testid="api-reference">
          {operations.map(({ path, id, operation }) => (
            <section key={id} id={id} data-operation={id} aria-labelledby={`${id}-heading`}>
              <h3 id={`${id}-heading`}>{t(`operations.${id}.summary`)}</h3>
              <p>
                <code>GET {path}</code>
              </p>
              <p>{t(`operations.${id}.description`)}</p>
              {operation.parameters?.length ? (
                <table>
                  <caption className="text-left font-semibold">{t("parameters")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("name")}</th>
                      <th scope="col">{t("in")}</th>
                      <th scope="col">{t("type")}</th>
                      <th scope="col">{t("required")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {operation.parameters.map((parameter) => (
                      <tr key={`${parameter.in}:${parameter.name}`}>
                        <td>
                          <code>{parameter.name}</code>
                        </td>
                        <td>{parameter.in}</td>
                        <td>
                          {parameter.schema?.enum ? parameter.schema.enum.join(" | ") : (parameter.schema?.type ?? "")}
                        </td>
                        <td>{parameter.required ? t("yes") : t("no")}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              <table>
                <caption className="text-left font-semibold">{t("responses")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("status")}</th>
                    <th scope="col">{t("meaning")}</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.keys(operation.responses ?? {})
                    .filter(isStatus)
                    .map((status) => (
                      <tr key={status}>
                        <td>{status}</td>
                        <td>{t(`statuses.${status}`)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      </ContentSection>
    </ContentPage>
  );
}
