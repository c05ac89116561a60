import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { DEVELOPERS_PATH, OPENAPI_PATH } from "@/lib/api/developers-path";
import { localizedMetadata } from "@/lib/seo/localized-metadata";
import { openApiDocument } from "@/server/api";
import { RATE_LIMITS } from "@/server/http/rate-limits";
import { schemaFields, typeOf } from "@/lib/api/openapi-fields";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("developers.page");
  return localizedMetadata({ title: t("title"), description: t("description"), path: DEVELOPERS_PATH });
}

type Parameter = { name: string; in: string; required?: boolean; schema?: Parameters<typeof typeOf>[1] };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: Parameters<typeof typeOf>[1] }> }>;
};
type FieldLabels = { caption: string; field: string; type: string; required: string; yes: string; no: string };

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const perMinute = (name: "apiAnonymous" | "apiKey") => RATE_LIMITS[name].limit * (60_000 / RATE_LIMITS[name].windowMs);

/** The fields of an answer, from its schema in the document. */
function FieldTable({
  labels,
  fields,
  testId,
}: {
  labels: FieldLabels;
  fields: ReturnType<typeof schemaFields>;
  testId: string;
}) {
  return (
    <table data-testid={testId}>
      <caption className="text-left font-semibold">{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.field}</th>
          <th scope="col">{labels.type}</th>
          <th scope="col">{labels.required}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
            </td>
            <td>{field.type}</td>
            <td>{field.required ? labels.yes : labels.no}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The public API's reference, rendered on the server from the same OpenAPI document the API serves: every operation
 * in it, its parameters, its answers and the fields of its answer, the texts in the page's language. A cached page
 * under the static CSP, with no script. Hand-rendered because no maintained API-reference component speaks six
 * languages: Scalar, Redoc and Swagger UI show their own English interface and need scripts.
 */
export default async function DevelopersPage() {
  const t = await getTranslations("developers.page");
  const document = openApiDocument();
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method] as Operation | undefined;
      return operation?.operationId ? [{ path, method, id: operation.operationId, operation }] : [];
    }),
  );
  const errorFields = schemaFields(document, { $ref: "#/components/schemas/Error" });
  // Keys named by the document: a test holds every operation and status to a message in each catalogue.
  const documented = (key: string) => t(key as Parameters<typeof t>[0]);
  const labels: FieldLabels = {
    caption: t("fields"),
    field: t("field"),
    type: t("type"),
    required: t("required"),
    yes: t("yes"),
    no: t("no"),
  };
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
        <FieldTable labels={labels} fields={errorFields} testId="error-fields" />
      </ContentSection>
      <ContentSection title={t("referenceTitle")}>
        <div className="flex flex-col gap-8" data-testid="api-reference">
          {operations.map(({ path, method, id, operation }) => {
            const answer = operation.responses?.["200"]?.content?.["application/json"]?.schema;
            const fields = answer ? schemaFields(document, answer) : [];
            return (
              <section key={id} id={id} data-operation={id} aria-labelledby={`${id}-heading`}>
                <h3 id={`${id}-heading`}>{documented(`operations.${id}.summary`)}</h3>
                <p>
                  <code>
                    {method.toUpperCase()} {path}
                  </code>
                </p>
                <p>{documented(`operations.${id}.description`)}</p>
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
                          <td>{typeOf(document, parameter.schema)}</td>
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
                    {Object.keys(operation.responses ?? {}).map((status) => (
                      <tr key={status}>
                        <td>{status}</td>
                        <td>{documented(`statuses.${status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {fields.length ? <FieldTable labels={labels} fields={fields} testId={`${id}-fields`} /> : null}
              </section>
            );
          })}
        </div>
      </ContentSection>
    </ContentPage>
  );
}
